import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoImageProvider,
  demoImages,
  generateDemoImages,
  heroPicture,
  portraitPicture,
  PROPERTY_MOTIFS,
  propertyPicture,
  TEAM_LOOKS,
} from './demoImages';
import { propertySvg } from './images/property';

let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'demo-media-'));
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

/** A picture, not a blank or grey box: its colours vary across the frame. */
async function expectIllustration(png: Buffer, width: number, height: number) {
  const image = sharp(png);
  expect(await image.metadata()).toMatchObject({ format: 'png', width, height });
  const { channels } = await image.stats();
  for (const channel of channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(12);
}

describe('property pictures', () => {
  it.each(PROPERTY_MOTIFS)('draws %s at 1600 × 1067, different for every seed', async (kind) => {
    const first = await propertyPicture(kind, 1);
    await expectIllustration(first, 1600, 1067);
    expect(first.equals(await propertyPicture(kind, 2))).toBe(false);
  });

  it('draws the same picture for the same seed', () => {
    for (const kind of PROPERTY_MOTIFS) expect(propertySvg(kind, 'Lindenthal-7')).toBe(propertySvg(kind, 'Lindenthal-7'));
  });

  it('varies fourteen listings of one kind', () => {
    const drawings = new Set(Array.from({ length: 14 }, (_, i) => propertySvg('altbau', i + 1)));
    expect(drawings.size).toBe(14);
  });
});

describe('portraits and hero', () => {
  it('draws a portrait at 960 × 1200 that depends on seed and initials', async () => {
    const portrait = await portraitPicture(1, TEAM_LOOKS[0]);
    await expectIllustration(portrait, 960, 1200);
    expect(portrait.equals(await portraitPicture(2, TEAM_LOOKS[0]))).toBe(false);
    expect(portrait.equals(await portraitPicture(1, { ...TEAM_LOOKS[0], initials: 'AK' }))).toBe(false);
    expect(portrait.equals(await portraitPicture(1, TEAM_LOOKS[0]))).toBe(true);
  });

  it('draws the hero at 2400 × 1200', async () => {
    await expectIllustration(await heroPicture(), 2400, 1200);
  });
});

describe('stored demo images', () => {
  it('stores each kind through the image pipeline as WebP variants', async () => {
    const images = demoImages(mediaDir);
    const property = await images.propertyImage('villa', 3);
    expect(property).toMatchObject({ width: 1600, height: 1067, src: expect.stringMatching(/^\/media\/[0-9a-f]{32}\/960\.webp$/) });
    expect(property.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    expect(await images.portraitImage(4, { hair: 'curly' })).toMatchObject({
      width: 960,
      height: 1200,
      src: expect.stringMatching(/\/960\.webp$/),
    });
    expect(await images.heroImage()).toMatchObject({ width: 1600, height: 800 });
    const id = property.src.split('/')[2];
    expect((await readdir(join(mediaDir, id))).sort()).toEqual(['1600.webp', '480.webp', '960.webp']);
  });

  // How fast is the seed's business (the first start); here only what it makes. A loaded machine takes minutes.
  it('generates the whole demo set', { timeout: 300_000 }, async () => {
    const dir = join(mediaDir, 'full');
    const set = await generateDemoImages(dir);
    expect(set.team).toHaveLength(6);
    expect(set.properties).toHaveLength(14);
    for (const property of set.properties) expect(property.images.map((image) => image.width)).toEqual([1600, 1600, 1600]);
    expect(new Set(set.properties.map((property) => property.kind)).size).toBeGreaterThanOrEqual(5);
    expect(await readdir(dir)).toHaveLength(1 + 6 + 14 * 3);
  });
});

describe('the seed content provider', () => {
  it('stores pictures with the alt text and refuses unknown kinds', async () => {
    const provider = demoImageProvider(join(mediaDir, 'provider'));
    const photo = await provider.property('interior-kitchen', 101, 'Offene Küche mit Kochinsel');
    expect(photo).toMatchObject({ alt: 'Offene Küche mit Kochinsel', width: 1600, height: 1067 });
    expect(await provider.portrait(2, 'Porträt von Katharina Weyer')).toMatchObject({ alt: 'Porträt von Katharina Weyer', width: 960 });
    await expect(provider.property('schloss', 1, 'Ein Schloss')).rejects.toThrow('Unknown demo picture kind "schloss"');
  });

  it('gives the team seeds 1–6 six different hair styles', () => {
    expect(new Set(TEAM_LOOKS.map((look) => look.hair)).size).toBe(6);
  });
});
