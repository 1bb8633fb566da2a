import type { ImageValue } from '../../../src/shared/resources/imageValue';

/**
 * The pictures a demo property asks for, in gallery order. 'grundriss' becomes a floor plan,
 * every other kind a photo; the first photo is the title image. The kinds are the motifs the
 * generator in server/seed/images/property.ts draws (its PROPERTY_MOTIFS), so alt texts can
 * describe what is actually in the picture.
 */
export const propertyImageKinds = [
  // Outside views; 'penthouse' is a roof terrace with the city (and the Dom) behind it
  'altbau',
  'neubau',
  'villa',
  'reihenhaus',
  'penthouse',
  // Rooms
  'interior-living',
  'interior-kitchen',
  'interior-bath',
  // Floor plan
  'grundriss',
] as const;

export type PropertyImageKind = (typeof propertyImageKinds)[number];

export const FLOOR_PLAN_KIND: PropertyImageKind = 'grundriss';

/**
 * Makes the demo pictures (server/seed/demoImages.ts implements it). The same kind and seed
 * give the same picture; the alt text is stored as given.
 */
export interface DemoImageProvider {
  property(kind: string, seed: number, alt: string): Promise<ImageValue>;
  portrait(seed: number, alt: string): Promise<ImageValue>;
}
