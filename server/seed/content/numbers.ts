import type { numbers } from '../../../src/shared/resources/numbers';
import type { SeedInput } from './types';

export type NumberSeed = SeedInput<typeof numbers>;

/** Key figures of the agency, founded in 2001 in Lindenthal (see team.ts). */
export const demoNumbers: readonly NumberSeed[] = [
  { label: 'Jahre Erfahrung in Köln', value: 25, order: 1, published: true },
  { label: 'vermittelte Immobilien', value: 480, prefix: 'über', order: 2, published: true },
  { label: 'Weiterempfehlung durch unsere Kunden', value: 98, suffix: '%', order: 3, published: true },
  { label: 'Tage bis zum Verkauf im Schnitt', value: 54, order: 4, published: true },
];
