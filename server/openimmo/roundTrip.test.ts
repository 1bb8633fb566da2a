import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerCommissionText } from '../../src/shared/listings/exposeFacts';
import { properties } from '../../src/shared/resources/properties';
import { team } from '../../src/shared/resources/team';
import type { StoredRecord } from '../db/documentStore';
import { mediaFolderImages } from '../exposePdf/pdfImages';
import { buildExport } from './exportDocument';
import type { ListingRecord } from './exportListing';
import { richTextToPlain } from './freeText';
import { importOpenImmo, storeImportTarget, type ImportReport } from './importFile';
import { CARRIED_FIELDS } from './importListing';
import { exportSource, publishedOffers } from './sqliteSource';
import { emptyInstance, seededInstance, type Instance } from '../../test-support/openimmo/instance';

const RICH_TEXT = new Set(['description', 'locationDescription', 'featuresDescription', 'otherInformation']);
const EXACT_ADDRESS = new Set(['street', 'houseNumber', 'latitude', 'longitude']);
const RENT_PRICES = new Set(['coldRent', 'warmRent']);

/**
 * What OpenImmo carries of a field, as the source holds it: the exact address only where it may be published, no
 * price on a "Preis auf Anfrage", rich text as its text (formatting does not travel), no zero parking spaces
 * (the schema's anzahl_stellplaetze is a positive integer).
 */
function carried(record: ListingRecord, field: (typeof CARRIED_FIELDS)[number]): unknown {
  const value = record[field];
  if (EXACT_ADDRESS.has(field) && !record.showExactAddress) return null;
  if (field === 'price' && record.priceOnRequest) return null;
  if (RENT_PRICES.has(field) && (record.priceOnRequest || record.marketingType === 'kauf')) return null;
  if (field === 'heatingIncluded' && record.marketingType === 'kauf') return false;
  if (field === 'energyValueElectricity' && record.buildingKind !== 'nichtwohngebaeude') return null;
  if (field === 'parkingSpaces' && value === 0) return null;
  if (RICH_TEXT.has(field)) return richTextToPlain(value as string);
  return comparable(field, value);
}

/** Features are a set: their order in the dashboard means nothing. */
const comparable = (field: string, value: unknown) => (field === 'features' ? [...(value as string[])].sort() : (value ?? null));

let source: Instance;
let target: Instance;
let offers: ListingRecord[];
let report: ImportReport;

/** The imported listing with this object number. */
function copyOf(objectNumber: string | null): (ListingRecord & StoredRecord) | undefined {
  const [copy] = target.store.list(properties.name, {
    conditions: [{ kind: 'equals', field: 'objectNumber', values: [objectNumber] }],
    sort: { field: 'createdAt', order: 'ASC' },
    offset: 0,
    limit: 1,
  }).data as unknown as (ListingRecord & StoredRecord)[];
  return copy;
}

beforeAll(async () => {
  source = await seededInstance();
  target = emptyInstance();
  // Team members are not part of OpenImmo; the importing office has its own, found by e-mail.
  for (const member of source.store.list(team.name, { conditions: [], sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: -1 })
    .data) {
    const data = Object.fromEntries(
      Object.entries(member).filter(([key]) => !['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'].includes(key)),
    );
    target.store.create(team.name, data, null, `copy-${member.id}`);
  }
  offers = publishedOffers(source.store);
  const { zip } = await buildExport(
    offers.map((record) => ({ record, aktion: '' })),
    exportSource(source.store, mediaFolderImages(source.mediaDir)),
    { anid: 'ORHK', umfang: 'VOLL', webp: false },
  );
  report = await importOpenImmo(zip, { target: storeImportTarget(target.db, target.store, target.mediaDir), by: 'test' });
}, 180_000);
afterAll(() => {
  source?.close();
  target?.close();
});

describe('OpenImmo round trip: export from a seeded instance, import into an empty one', () => {
  it('creates every listing, with no warning', () => {
    expect(report.listings.map((listing) => listing.outcome)).toEqual(offers.map(() => 'angelegt'));
    expect(report.listings.flatMap((listing) => listing.warnings)).toEqual([]);
  });

  it('brings back every field OpenImmo carries, equal', () => {
    for (const record of offers) {
      const copy = copyOf(record.objectNumber)!;
      expect(copy, record.objectNumber ?? record.id).toBeDefined();
      for (const field of CARRIED_FIELDS) {
        const back = RICH_TEXT.has(field) ? richTextToPlain(copy[field] as string) : comparable(field, copy[field]);
        expect(back, `${record.objectNumber} ${field}`).toEqual(carried(record, field));
      }
      expect(copy.contactPerson).toBe(`copy-${record.contactPerson}`);
      expect(copy.published).toBe(false);
      const pictures = (list: ListingRecord['images']) => list.map(({ alt, width, height }) => ({ alt, width, height }));
      expect(pictures(copy.images)).toEqual(pictures(record.images));
      expect(pictures(copy.floorPlans)).toEqual(pictures(record.floorPlans));
    }
  });

  it('updates instead of duplicating when the same file comes again', async () => {
    const { zip } = await buildExport(
      offers.slice(0, 2).map((record) => ({ record, aktion: 'CHANGE' })),
      exportSource(source.store, mediaFolderImages(source.mediaDir)),
      { anid: 'ORHK', umfang: 'TEIL', webp: false },
    );
    const again = await importOpenImmo(zip, { target: storeImportTarget(target.db, target.store, target.mediaDir), by: 'test' });
    expect(again.listings.map((listing) => listing.outcome)).toEqual(['aktualisiert', 'aktualisiert']);
    expect(target.store.count(properties.name)).toBe(offers.length);
  }, 60_000);

  it("brings back a sale's buyer's commission of each kind, with its note, as the exposé states it", async () => {
    const sale = offers.find((record) => record.marketingType === 'kauf')!;
    const note = 'Fällig mit Abschluss des notariellen Kaufvertrags.';
    const variants: ListingRecord[] = [
      {
        ...sale,
        id: 'commission-percent',
        objectNumber: 'PROV-1',
        buyerCommission: 'prozent',
        buyerCommissionPercent: 2.38,
        commission: note,
      },
      {
        ...sale,
        id: 'commission-split',
        objectNumber: 'PROV-2',
        buyerCommission: 'halbteilung',
        buyerCommissionPercent: 3.57,
        commission: note,
      },
      {
        ...sale,
        id: 'commission-free',
        objectNumber: 'PROV-3',
        buyerCommission: 'provisionsfrei',
        buyerCommissionPercent: null,
        commission: note,
      },
      {
        ...sale,
        id: 'commission-plain',
        objectNumber: 'PROV-4',
        buyerCommission: 'halbteilung',
        buyerCommissionPercent: 3.57,
        commission: null,
      },
    ];
    const { zip } = await buildExport(
      variants.map((record) => ({ record, aktion: '' })),
      exportSource(source.store, mediaFolderImages(source.mediaDir)),
      { anid: 'ORHK', umfang: 'TEIL', webp: false },
    );
    const imported = await importOpenImmo(zip, { target: storeImportTarget(target.db, target.store, target.mediaDir), by: 'test' });
    expect(imported.listings.map((listing) => [listing.outcome, listing.warnings])).toEqual(variants.map(() => ['angelegt', []]));
    for (const record of variants) {
      const copy = copyOf(record.objectNumber)!;
      const { buyerCommission, buyerCommissionPercent, commission } = copy;
      expect({ buyerCommission, buyerCommissionPercent, commission }, record.id).toEqual({
        buyerCommission: record.buyerCommission,
        buyerCommissionPercent: record.buyerCommissionPercent,
        commission: record.commission,
      });
      expect(buyerCommissionText(copy)).toBe(buyerCommissionText(record));
    }
  }, 60_000);
});
