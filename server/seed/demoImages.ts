import type { ImageValue, UploadedImage } from '../../src/shared/resources/imageValue';
import { processImage } from '../media/imagePipeline';
import type { DemoImageProvider } from './content/imageProvider';
import { heroSvg } from './images/hero';
import { portraitSvg, type PortraitLook } from './images/portrait';
import { PROPERTY_MOTIFS, type PropertyMotif, propertySvg } from './images/property';
import { renderSvg } from './images/render';

/**
 * Demo pictures for the seed content. There is no internet and there are no photos, so every picture is
 * an SVG illustration drawn in code (server/seed/images/), rendered with sharp and stored through the
 * same pipeline as an upload: the demo site serves exactly what a real one would.
 *
 * Three layers:
 * - `*Picture()` return the rendered PNG (1600×1067, 960×1200, 2400×1200) and store nothing: for tests and previews.
 * - `demoImages(mediaDir)` returns functions that store the picture under `<mediaDir>` and answer an UploadedImage;
 *   `demoImageProvider(mediaDir)` wraps them for the seed content (server/seed/content), adding the alt text.
 * - `generateDemoImages(mediaDir)` stores a complete stand-alone set (hero, team, 14 properties with three pictures each).
 * The same seed always draws the same picture; the stored ids are random like any upload's.
 */
export type { PropertyMotif } from './images/property';
export { PROPERTY_MOTIFS } from './images/property';
export type { HairStyle } from './images/hair';

export interface PortraitOptions extends PortraitLook {
  /** Only varies the drawing (mixed into the seed): no text is drawn, so no fonts are needed. */
  initials?: string;
}

/**
 * Six distinct people for the team page, so no two portraits share a hair style. Seeds 1–6 get them
 * in this order (1, 3, 5 read as men, 2, 4, 6 as women), which is what server/seed/content/team.ts expects.
 */
export const TEAM_LOOKS: PortraitLook[] = [
  { hair: 'sidePart', beard: true, glasses: false },
  { hair: 'long', glasses: false },
  { hair: 'short', glasses: true },
  { hair: 'bob', glasses: false },
  { hair: 'buzz', beard: true, glasses: true },
  { hair: 'bun', glasses: false },
];

/** Seeds 1–6 default to the team's looks; any other seed, or explicit options, draws freely. */
function lookFor(seed: string | number, options: PortraitOptions = {}): PortraitOptions {
  const index = typeof seed === 'number' && Number.isInteger(seed) && seed >= 1 && seed <= TEAM_LOOKS.length ? seed - 1 : -1;
  return index >= 0 ? { ...TEAM_LOOKS[index], ...options } : options;
}

export const propertyPicture = (kind: PropertyMotif, seed: string | number) => renderSvg(propertySvg(kind, seed));
export const portraitPicture = (seed: string | number, options?: PortraitOptions) => {
  const { initials = '', ...look } = lookFor(seed, options);
  return renderSvg(portraitSvg(initials ? `${seed}:${initials}` : seed, look));
};
export const heroPicture = () => renderSvg(heroSvg());

export interface DemoImages {
  propertyImage(kind: PropertyMotif, seed: string | number): Promise<UploadedImage>;
  portraitImage(seed: string | number, options?: PortraitOptions): Promise<UploadedImage>;
  heroImage(): Promise<UploadedImage>;
}

export function demoImages(mediaDir: string): DemoImages {
  return {
    propertyImage: async (kind, seed) => processImage(await propertyPicture(kind, seed), mediaDir),
    portraitImage: async (seed, options) => processImage(await portraitPicture(seed, options), mediaDir),
    heroImage: async () => processImage(await heroPicture(), mediaDir),
  };
}

const isMotif = (kind: string): kind is PropertyMotif => (PROPERTY_MOTIFS as string[]).includes(kind);

/** The seed content's view: pictures by kind and seed, stored, with the alt text it wrote. */
export function demoImageProvider(mediaDir: string): DemoImageProvider {
  const images = demoImages(mediaDir);
  return {
    async property(kind, seed, alt): Promise<ImageValue> {
      if (!isMotif(kind)) throw new Error(`Unknown demo picture kind "${kind}" (known: ${PROPERTY_MOTIFS.join(', ')})`);
      return { ...(await images.propertyImage(kind, seed)), alt };
    },
    async portrait(seed, alt): Promise<ImageValue> {
      return { ...(await images.portraitImage(seed)), alt };
    },
  };
}

/** Outside views cycle so neighbouring listings differ; Cologne's Altbau comes up most often. */
const EXTERIORS: PropertyMotif[] = ['altbau', 'neubau', 'villa', 'altbau', 'reihenhaus', 'penthouse', 'neubau'];
const INTERIORS: PropertyMotif[] = ['interior-living', 'interior-kitchen', 'interior-bath'];

export interface DemoProperty {
  kind: PropertyMotif;
  /** Exterior (or terrace), one room, the floor plan: the cover is the first. */
  images: UploadedImage[];
}

export interface DemoImageSet {
  hero: UploadedImage;
  team: UploadedImage[];
  properties: DemoProperty[];
}

/** Runs tasks with at most `limit` at a time: sharp already uses every core for each image. */
async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export async function generateDemoImages(mediaDir: string, { properties = 14, team = 6 } = {}): Promise<DemoImageSet> {
  const images = demoImages(mediaDir);
  const plan = Array.from({ length: properties }, (_, i) => ({
    kind: EXTERIORS[i % EXTERIORS.length],
    motifs: [EXTERIORS[i % EXTERIORS.length], INTERIORS[i % INTERIORS.length], 'grundriss'] as PropertyMotif[],
  }));
  const tasks: (() => Promise<UploadedImage>)[] = [
    () => images.heroImage(),
    ...Array.from({ length: team }, (_, i) => () => images.portraitImage(i + 1)),
    ...plan.flatMap(({ motifs }, i) => motifs.map((motif) => () => images.propertyImage(motif, i + 1))),
  ];
  const [hero, ...rest] = await inPool(tasks, 3);
  const portraits = rest.slice(0, team);
  const pictures = rest.slice(team);
  return {
    hero,
    team: portraits,
    properties: plan.map(({ kind }, i) => ({ kind, images: pictures.slice(i * 3, i * 3 + 3) })),
  };
}
