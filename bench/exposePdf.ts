// The exposé PDF's budgets: a cold render (a listing version not yet in the cache) of a listing with 12 pictures, and
// the file's size. Measured in this process, with the server's own service and the demo content's listing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExposePdfService } from '../server/exposePdf/exposePdfService';
import { mediaFolderImages } from '../server/exposePdf/pdfImages';
import {
  memoryRecords,
  sampleContactPerson,
  sampleFloorPlan,
  samplePictures,
  samplePortrait,
  typicalListing,
} from '../test-support/exposePdf/exposeSamples';

export interface ExposePdfFigures {
  /** The first render in a fresh process: also loads the fonts. */
  firstMs: number;
  /** The median of five renders of new versions (the price changes each time): what a changed listing costs. */
  coldMs: number;
  /** A repeat of a cached version. */
  cachedMs: number;
  bytes: number;
}

export async function exposePdfFigures(): Promise<ExposePdfFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-expose-'));
  try {
    const media = join(dir, 'media');
    const pictures = await samplePictures(media, 12);
    const member = sampleContactPerson(await samplePortrait(media));
    const floorPlan = await sampleFloorPlan(media);
    const service = new ExposePdfService({
      cacheDir: join(dir, 'cache'),
      images: mediaFolderImages(media),
      publicUrl: 'https://www.example.de',
    });
    const render = async (price: number) => {
      const listing = typicalListing({ images: pictures, floorPlans: [floorPlan], contactPerson: member.id, price });
      const started = performance.now();
      const pdf = await service.forStaff(memoryRecords([listing], [member]), listing.id);
      return { ms: performance.now() - started, bytes: pdf!.body.length };
    };
    const first = await render(840_000);
    const cold: number[] = [];
    for (let run = 1; run <= 5; run++) cold.push((await render(840_000 + run * 1_000)).ms);
    const cached = await render(840_000 + 5 * 1_000);
    cold.sort((a, b) => a - b);
    return { firstMs: first.ms, coldMs: cold[2], cachedMs: cached.ms, bytes: first.bytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
