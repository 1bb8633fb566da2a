import { createHash } from 'node:crypto';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { isCurrentOffer, offerPath } from '../../src/shared/resources/propertyScopes';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { TeamRecord } from '../../src/shared/resources/team';
import { ExposePdfCache } from './exposePdfCache';
import { exposeFileName } from './exposeFileName';
import type { ExposeInput, PdfImage } from './exposeInput';
import { pdfImage, type ImageBytes } from './pdfImages';
import { renderExposePdf } from './renderExposePdf';
import { RenderQueue, type RenderQueueLimits } from './renderQueue';

/** Raise when the layout changes, so PDFs rendered by an older version are not served. */
const LAYOUT_VERSION = 2;
const AGENCY_ID = 'agency';
/** Pixel widths at print size: the cover across the page, gallery pictures half of it, floor plans whole. */
const WIDTH = {
  cover: 1400,
  gallery: 800,
  floorPlan: 1400,
  portrait: 240,
} as const;

/** Where an exposé's records come from: the visitors' data source, or (staff) the database, as visitors would see them. */
export interface ExposeRecords {
  listing(id: string): Promise<PropertyRecord | null>;
  team(id: string): Promise<TeamRecord | null>;
  settings(): Promise<SettingsRecord | null>;
}

export const visitorRecords = (data: PublicDataSource): ExposeRecords => ({
  listing: (id) => data.getOne<PropertyRecord>('properties', id),
  team: (id) => data.getOne<TeamRecord>('team', id),
  settings: () => data.getOne<SettingsRecord>('settings', AGENCY_ID),
});

export interface ExposePdf {
  body: Buffer;
  fileName: string;
  /** The hash of what it shows: a strong ETag. */
  version: string;
  draft: boolean;
}

export interface ExposePdfServiceOptions {
  cacheDir: string;
  images: ImageBytes;
  /** PUBLIC_URL: the exposé page's link in the PDF. Never the request's host, which a client could vary to defeat the cache. */
  publicUrl?: string;
  /** Renders at once and waiting (docs/expose-pdf.md); tests lower them. */
  renders?: RenderQueueLimits;
}

/** One render at a time, eight waiting: a queue that long drains in a few seconds. */
const DEFAULT_RENDERS: RenderQueueLimits = { concurrency: 1, queue: 8 };

/** Optional fields a record may lack altogether (older records, Firestore documents). */
function complete(listing: PropertyRecord): PropertyRecord {
  return {
    ...listing,
    features: listing.features ?? [],
    images: listing.images ?? [],
    floorPlans: listing.floorPlans ?? [],
  };
}

/** Exposé PDFs: gathered from the records, rendered once per version, then read from the cache. */
export class ExposePdfService {
  private readonly cache: ExposePdfCache;
  private readonly queue: RenderQueue;

  constructor(private readonly options: ExposePdfServiceOptions) {
    this.cache = new ExposePdfCache(options.cacheDir);
    this.queue = new RenderQueue(options.renders ?? DEFAULT_RENDERS);
  }

  /**
   * A visitor's PDF: only of a current offer (published, available or reserved), else null (404). A render that
   * finds the queue full throws RenderQueueFull (503); a cached PDF is read without waiting.
   */
  forVisitor(data: PublicDataSource, id: string): Promise<ExposePdf | null> {
    return this.render(visitorRecords(data), id, 'visitor');
  }

  /** Staff's PDF of any listing; an unpublished one is marked "Entwurf". */
  forStaff(records: ExposeRecords, id: string): Promise<ExposePdf | null> {
    return this.render(records, id, 'staff');
  }

  private async render(records: ExposeRecords, id: string, kind: 'visitor' | 'staff'): Promise<ExposePdf | null> {
    const found = await records.listing(id);
    if (!found || (kind === 'visitor' && !isCurrentOffer(found))) return null;
    const listing = complete(found);
    const draft = listing.published !== true;
    const [contactPerson, agency] = await Promise.all([
      listing.contactPerson ? records.team(listing.contactPerson) : null,
      records.settings(),
    ]);
    const pageUrl =
      !draft && isCurrentOffer(listing) && this.options.publicUrl ? `${this.options.publicUrl}${offerPath(listing.id)}` : null;
    const shown = {
      layout: LAYOUT_VERSION,
      listing,
      contactPerson,
      agency,
      draft,
      pageUrl,
    };
    const version = createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 24);
    const body = await this.cache.get(listing.id, kind, version, () =>
      this.queue.run(async () =>
        renderExposePdf({
          ...shown,
          ...(await this.pictures(listing, contactPerson)),
        }),
      ),
    );
    return { body, fileName: exposeFileName(listing, draft), version, draft };
  }

  private async pictures(
    listing: PropertyRecord,
    member: TeamRecord | null,
  ): Promise<Pick<ExposeInput, 'pictures' | 'floorPlans' | 'contactPhoto'>> {
    const { images } = this.options;
    const present = (list: (PdfImage | null)[]) => list.filter((image): image is PdfImage => image !== null);
    const [pictures, floorPlans, contactPhoto] = await Promise.all([
      Promise.all(listing.images.map((image, index) => pdfImage(image, index === 0 ? WIDTH.cover : WIDTH.gallery, images))).then(present),
      Promise.all(listing.floorPlans.map((plan) => pdfImage(plan, WIDTH.floorPlan, images))).then(present),
      member?.photo ? pdfImage(member.photo, WIDTH.portrait, images) : null,
    ]);
    return { pictures, floorPlans, contactPhoto };
  }
}
