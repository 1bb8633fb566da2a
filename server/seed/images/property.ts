import { altbau } from './altbau';
import { grundriss } from './grundriss';
import { interiorBath } from './interiorBath';
import { interiorKitchen } from './interiorKitchen';
import { interiorLiving } from './interiorLiving';
import { pickLight } from './light';
import { neubau } from './neubau';
import { penthouse } from './penthouse';
import { createRandom } from './random';
import { reihenhaus } from './reihenhaus';
import type { Scene } from './scene';
import { Defs, group, svgDocument } from './svg';
import { villa } from './villa';

/** 3:2, the shape of a listing's photos. */
export const PROPERTY_WIDTH = 1600;
export const PROPERTY_HEIGHT = 1067;

const MOTIFS = {
  altbau,
  neubau,
  villa,
  reihenhaus,
  penthouse,
  'interior-living': interiorLiving,
  'interior-kitchen': interiorKitchen,
  'interior-bath': interiorBath,
  grundriss,
} satisfies Record<string, (scene: Scene) => string>;

export type PropertyMotif = keyof typeof MOTIFS;
export const PROPERTY_MOTIFS = Object.keys(MOTIFS) as PropertyMotif[];

/** Rooms look as natural mirrored as not, which doubles their variety; plans carry text and are not mirrored. */
const MIRRORABLE = new Set<PropertyMotif>(['interior-living', 'interior-kitchen', 'interior-bath']);

/** The SVG of one property picture; the seed varies colours, proportions, window counts and the time of day. */
export function propertySvg(kind: PropertyMotif, seed: string | number): string {
  const random = createRandom(kind, seed);
  const scene: Scene = { defs: new Defs(), random, light: pickLight(random), width: PROPERTY_WIDTH, height: PROPERTY_HEIGHT };
  let body = MOTIFS[kind](scene);
  // A die of its own, so mirroring does not shift any other choice of the picture.
  if (MIRRORABLE.has(kind) && createRandom(kind, seed, 'mirror').chance(0.5)) {
    body = group(body, `transform="translate(${PROPERTY_WIDTH} 0) scale(-1 1)"`);
  }
  return svgDocument(PROPERTY_WIDTH, PROPERTY_HEIGHT, scene.defs, body);
}
