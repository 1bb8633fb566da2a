import type { ResourceDefinition } from '../../../src/shared/resources/defineResource';
import type { ImageValue } from '../../../src/shared/resources/imageValue';
import { inquiries } from '../../../src/shared/resources/inquiries';
import { numbers } from '../../../src/shared/resources/numbers';
import { properties } from '../../../src/shared/resources/properties';
import { settings } from '../../../src/shared/resources/settings';
import { team } from '../../../src/shared/resources/team';
import { testimonials } from '../../../src/shared/resources/testimonials';
import { validateRecord } from '../../../src/shared/resources/validation';
import { sanitizeRecord } from '../../content/sanitizeRichText';
import { newId, type DocumentStore } from '../../db/documentStore';
import { FLOOR_PLAN_KIND, type DemoImageProvider } from './imageProvider';
import { demoInquiries } from './inquiries';
import { demoNumbers } from './numbers';
import { demoProperties } from './properties';
import { demoSettings } from './settings';
import { demoTeam } from './team';
import { demoTestimonials } from './testimonials';

export type { DemoImageProvider } from './imageProvider';

const VALUATION_CONTACT_INDEX = 1;

/** Recorded as createdBy / updatedBy of every demo record. */
export const DEMO_AUTHOR = 'demo-inhalte';

/** How many records seeding creates per collection. */
export const demoCounts = {
  team: demoTeam.length,
  properties: demoProperties.length,
  testimonials: demoTestimonials.length,
  numbers: demoNumbers.length,
  settings: 1,
  inquiries: demoInquiries.length,
} as const;

interface PendingRecord {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** Validates one demo record exactly like the API does and returns what the API would store. */
export function checkedRecord(resource: ResourceDefinition, label: string, input: Record<string, unknown>): Record<string, unknown> {
  const result = validateRecord(resource, input);
  if (result.success) return sanitizeRecord(resource, result.data);
  const problems = Object.entries(result.errors).map(([field, message]) => `${field}: ${message}`);
  throw new Error(`Invalid demo record ${resource.name} ${label}: ${problems.join('; ')}`);
}

function pick<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Invalid demo record ${what}: index ${index} does not exist`);
  return item;
}

/** Photos in gallery order plus the floor plans; the seed keeps each picture stable across runs. */
async function propertyImages(images: DemoImageProvider, kinds: readonly string[], alts: readonly string[], index: number, label: string) {
  if (kinds.length !== alts.length) throw new Error(`Invalid demo record properties ${label}: imageKinds and imageAlts differ in length`);
  const made = await Promise.all(kinds.map((kind, position) => images.property(kind, (index + 1) * 100 + position, alts[position])));
  const photos: ImageValue[] = [];
  const floorPlans: ImageValue[] = [];
  made.forEach((image, position) => (kinds[position] === FLOOR_PLAN_KIND ? floorPlans : photos).push(image));
  return { images: photos, floorPlans };
}

/** Builds and validates every record before anything is written, so a mistake stores nothing. */
async function prepare(images: DemoImageProvider): Promise<PendingRecord[]> {
  const pending: PendingRecord[] = [];
  const add = (resource: ResourceDefinition, label: string, data: Record<string, unknown>, id = newId()) => {
    pending.push({ collection: resource.name, id, data: checkedRecord(resource, label, data) });
    return id;
  };

  const teamIds: string[] = [];
  for (const [index, { portraitSeed, ...member }] of demoTeam.entries()) {
    const photo = await images.portrait(portraitSeed, `Porträt von ${member.name}, ${member.role} bei Rheinkontor Immobilien`);
    teamIds.push(add(team, `#${index} "${member.name}"`, { ...member, photo }));
  }

  const propertyIds: string[] = [];
  for (const [index, seed] of demoProperties.entries()) {
    const { imageKinds, imageAlts, contactIndex, ...fields } = seed;
    const label = `#${index} "${seed.title}" (${seed.objectNumber ?? 'ohne Objektnummer'})`;
    const contactPerson = pick(teamIds, contactIndex, `properties ${label} contactIndex`);
    const pictures = await propertyImages(images, imageKinds, imageAlts, index, label);
    propertyIds.push(add(properties, label, { ...fields, ...pictures, contactPerson }));
  }

  demoTestimonials.forEach((testimonial, index) => add(testimonials, `#${index} "${testimonial.author}"`, testimonial));
  demoNumbers.forEach((number, index) => add(numbers, `#${index} "${number.label}"`, number));
  // The valuation requests go to the team's valuer (Dr. Markus Hilgers, see team.ts).
  const valuationContact = pick(teamIds, VALUATION_CONTACT_INDEX, 'settings valuationContact');
  add(settings, `"${demoSettings.companyName}"`, { ...demoSettings, valuationContact }, settings.singleton);

  demoInquiries.forEach(({ propertyIndex, ...inquiry }, index) => {
    const label = `#${index} "${inquiry.name}"`;
    const property = propertyIndex === undefined ? undefined : pick(propertyIds, propertyIndex, `inquiries ${label} propertyIndex`);
    add(inquiries, label, { ...inquiry, property });
  });
  return pending;
}

/**
 * Fills an empty database with the demo content: team first (their ids become the contact persons),
 * then properties with their pictures, testimonials, key figures, the agency settings and inquiries.
 * Refuses to touch a database that already holds content, so demo and real records never mix.
 */
export async function seedDemoContent(store: DocumentStore, images: DemoImageProvider): Promise<void> {
  const filled = Object.keys(demoCounts).filter((collection) => store.count(collection) > 0);
  if (filled.length > 0) throw new Error(`Demo content is only seeded into an empty database; already filled: ${filled.join(', ')}`);
  const pending = await prepare(images);
  for (const { collection, id, data } of pending) store.create(collection, data, DEMO_AUTHOR, id);
}
