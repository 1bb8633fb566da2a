import { describe, expect, it } from 'vitest';
import { parseListPlan, windowOfRange } from '../../src/shared/data/listPlan';
import { findResource } from '../../src/shared/resources/registry';
import type { Viewer } from '../../src/shared/resources/access';
import { parseListQuery } from '../http/listQuery';

/** The same list request through the embedded parser and the Firebase one: same plan, or same German refusal. */
const cases: { resource: string; viewer: Viewer; filter?: Record<string, unknown>; sort?: [string, string]; range?: [number, number] }[] = [
  { resource: 'properties', viewer: 'visitor' },
  {
    resource: 'properties',
    viewer: 'visitor',
    filter: { status: ['verfuegbar', 'reserviert'], marketingType: 'miete', coldRent_lte: 1500, rooms_gte: '2', livingArea_gte: 60 },
    sort: ['coldRent', 'ASC'],
    range: [9, 17],
  },
  { resource: 'properties', viewer: 'visitor', filter: { q: 'Sülz', featured: true, isNewBuild: 'false' }, sort: ['createdAt', 'DESC'] },
  { resource: 'properties', viewer: 'visitor', filter: { features: 'balkon', district: 'suelz', price_gt: 1, price_lt: 2 } },
  { resource: 'properties', viewer: 'visitor', filter: { internalNotes: 'x' } },
  { resource: 'properties', viewer: 'visitor', sort: ['internalNotes', 'ASC'] },
  { resource: 'properties', viewer: 'staff', sort: ['internalNotes', 'DESC'] },
  { resource: 'properties', viewer: 'staff', filter: { district: 'mitte' } },
  { resource: 'properties', viewer: 'staff', filter: { features: 'sauna' } },
  { resource: 'properties', viewer: 'staff', filter: { rooms: 'viele' } },
  { resource: 'properties', viewer: 'staff', filter: { title_gte: 'A' } },
  { resource: 'properties', viewer: 'staff', filter: { energyCertificateIssued_gte: '2024-01-01', yearBuilt_lte: 1950 } },
  { resource: 'properties', viewer: 'staff', sort: ['images', 'ASC'] },
  { resource: 'properties', viewer: 'staff', sort: ['price', 'UP'] },
  { resource: 'team', viewer: 'visitor', filter: { id: ['a', 'b'] } },
  { resource: 'team', viewer: 'visitor', filter: { id: 'a/b' } },
  { resource: 'team', viewer: 'visitor', filter: { published: false, q: '   ' }, range: [0, 0] },
  { resource: 'team', viewer: 'staff', range: [0, 1000] },
  { resource: 'inquiries', viewer: 'staff', filter: { q: 'Meyer', status: 'neu', property: 'abc' }, sort: ['name', 'ASC'] },
  { resource: 'testimonials', viewer: 'visitor', filter: { rating_gte: 4, service: 'verkauf' }, sort: ['date', 'DESC'] },
  { resource: 'testimonials', viewer: 'visitor', filter: { rating: [4, 5] } },
];

const outcome = (run: () => unknown) => {
  try {
    return { plan: run() };
  } catch (error) {
    return { refused: (error as Error).message };
  }
};

describe('the Firebase list parser answers like the embedded server’s', () => {
  it.each(cases.map((testCase, index) => [index, testCase] as const))(
    'case %i',
    (_index, { resource: name, viewer, filter, sort, range }) => {
      const resource = findResource(name)!;
      const query = {
        ...(filter ? { filter: JSON.stringify(filter) } : {}),
        ...(sort ? { sort: JSON.stringify(sort) } : {}),
        ...(range ? { range: JSON.stringify(range) } : {}),
      };
      const embedded = outcome(() => {
        const { conditions, sort: order, offset, limit } = parseListQuery(resource, viewer, query);
        return { conditions, sort: order, offset, limit };
      });
      const firebase = outcome(() =>
        parseListPlan(resource, viewer, { filter, sort: sort && { field: sort[0], order: sort[1] }, ...windowOfRange(range) }),
      );
      expect(firebase).toEqual(embedded);
    },
  );
});
