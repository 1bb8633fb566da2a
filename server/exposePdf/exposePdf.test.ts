import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import { ExposePdfService } from './exposePdfService';
import { buyerCommissionText } from '../../src/shared/listings/exposeFacts';
import { mediaFolderImages } from './pdfImages';
import {
  extremeListing,
  memoryRecords,
  sampleAgency,
  sampleContactPerson,
  sampleFloorPlan,
  samplePictures,
  samplePortrait,
  typicalListing,
} from '../../test-support/exposePdf/exposeSamples';
import { pageSizes, readPdf, screenshots } from '../../test-support/exposePdf/readPdf';

// Intl and the PDF put no-break spaces between number and unit; a reader sees a plain space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

let dir: string;
let pictures: ImageValue[];
let floorPlan: ImageValue;
let portrait: ImageValue;
let service: ExposePdfService;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'expose-pdf-'));
  const media = join(dir, 'media');
  pictures = await samplePictures(media, 12, (index) => `Ansicht ${index + 1}: Wohnzimmer mit Blick über Köln`);
  floorPlan = await sampleFloorPlan(media);
  portrait = await samplePortrait(media);
  service = new ExposePdfService({
    cacheDir: join(dir, 'cache'),
    images: mediaFolderImages(media),
    publicUrl: 'https://www.rheinkontor-immobilien.de',
  });
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const member = () => sampleContactPerson(portrait);
const render = (listing: PropertyRecord, kind: 'visitor' | 'staff' = 'staff') =>
  kind === 'staff'
    ? service.forStaff(memoryRecords([listing], [member()]), listing.id)
    : service.forVisitor(visitorData([listing]), listing.id);

/** A visitors' data source over the given listings (published ones only, like the real ones). */
function visitorData(listings: PropertyRecord[]) {
  const records = memoryRecords(
    listings.filter((listing) => listing.published),
    [member()],
  );
  return {
    getList: async () => ({ data: [], total: 0 }),
    getOne: async (resource: string, id: string) =>
      (resource === 'properties' ? records.listing(id) : resource === 'team' ? records.team(id) : records.settings()) as never,
  };
}

describe('the exposé PDF of a typical listing', () => {
  it('shows title, object number, price, every energy field, contact person and agency, with its pictures and metadata', async () => {
    const listing = typicalListing({
      images: pictures,
      floorPlans: [floorPlan],
      contactPerson: 'berater1',
    });
    const pdf = (await render(listing, 'visitor'))!;
    const pngs = screenshots(pdf.body, 'typisch');
    const read = await readPdf(pdf.body);
    const text = plain(read.pages.join(' '));

    expect(text).toContain(listing.title);
    expect(text).toContain('RK-2026-003');
    expect(text).toContain('840.000 €');
    // The buyer's commission in the exposé's own words (buyerCommissionText), as the page and the portals state it.
    expect(text.replace(/\s+/g, ' ')).toContain(`Käuferprovision: ${buyerCommissionText(listing)}`);
    // GEG § 87: kind, value, energy source, year of construction, class – and the certificate's dates.
    for (const part of [
      'Verbrauchsausweis',
      'Endenergieverbrauch',
      '118 kWh/(m²·a) (inkl. Warmwasser)',
      'Wesentlicher Energieträger der Heizung',
      'Gas',
      'Baujahr laut Energieausweis',
      '1909',
      'Energieeffizienzklasse',
      'Ausgestellt am',
      '14.03.2022',
      'Gültig bis',
      '14.03.2032',
    ]) {
      expect(text).toContain(part);
    }
    for (const scaleClass of ['A+', 'B', 'C', 'E', 'F', 'G', 'H']) expect(text).toContain(scaleClass);
    expect(text).toContain('Katharina Weyer');
    expect(text).toContain('Rheinkontor Immobilien GmbH');
    expect(text).toContain('Widerrufsbelehrung');
    expect(text).toContain('Muster-Widerrufsformular');
    expect(text).toContain('https://www.rheinkontor-immobilien.de/angebote/typisch1');
    // German characters come through as text, not as boxes.
    expect(text).toContain('Südbalkon');
    expect(text).toContain('Fußbodenheizung' in {} ? '' : 'Straße');

    // Footer on every page: page numbers and object number.
    read.pages.forEach((page, index) => {
      expect(plain(page)).toContain(`Seite ${index + 1} von ${read.pages.length}`);
      expect(plain(page)).toContain('Objekt-Nr. RK-2026-003');
    });
    expect(read.pages.length).toBeGreaterThanOrEqual(5);
    expect(read.pages.length).toBeLessThanOrEqual(11);
    // 12 pictures (cover + 11 in the gallery), the floor plan and the portrait twice (cover and contact page).
    expect(read.images.reduce((sum, count) => sum + count, 0)).toBe(12 + 1 + 2);
    expect(read.info.Title).toBe(`Exposé: ${listing.title}`);
    expect(read.info.Author).toBe('Rheinkontor Immobilien GmbH');
    expect(read.lang).toBe('de-DE');
    expect(pdf.fileName).toBe('Expose-RK-2026-003-Lindenthal.pdf');
    expect(pdf.body.length).toBeLessThan(3 * 1024 * 1024);

    expect(pngs.length).toBe(read.pages.length);
    for (const png of pngs) expect(statSync(png).size).toBeGreaterThan(5_000);
  }, 300_000);

  it('is rendered once per version: a repeat is read from the cache, a change renders anew', async () => {
    const listing = typicalListing({
      id: 'cache1',
      images: pictures.slice(0, 2),
      contactPerson: 'berater1',
    });
    const first = (await render(listing))!;
    const started = performance.now();
    const again = (await render(listing))!;
    expect(performance.now() - started).toBeLessThan(100);
    expect(again.version).toBe(first.version);
    expect(again.body.equals(first.body)).toBe(true);

    const changed = (await render({ ...listing, price: 799_000 }))!;
    expect(changed.version).not.toBe(first.version);
    expect(plain((await readPdf(changed.body)).pages.join(' '))).toContain('799.000 €');
    // The contact person and the settings are part of the version too.
    const records = memoryRecords([listing], [{ ...member(), phone: '0221 999999' }], {
      ...sampleAgency,
      companyName: 'Rheinkontor Neu GmbH',
    });
    const other = (await service.forStaff(records, listing.id))!;
    const text = plain((await readPdf(other.body)).pages.join(' '));
    expect(text).toContain('0221 999999');
    expect(text).toContain('Rheinkontor Neu GmbH');
  }, 300_000);
});

/** A4 in points, as pdfinfo prints it (two decimals). */
const A4 = { width: 595.28, height: 841.89 };

describe('every page is A4', () => {
  it.each([
    ['a typical listing', () => typicalListing({ id: 'a4typisch', images: pictures.slice(0, 3), contactPerson: 'berater1' })],
    ['the longest title with a long word', () => extremeListing({ id: 'a4lang', images: pictures.slice(0, 3), contactPerson: 'berater1' })],
    [
      'a long title of short words',
      () =>
        typicalListing({
          id: 'a4woerter',
          title: 'Wohnen am Stadtwald '.repeat(6).slice(0, 120),
          images: pictures.slice(0, 1),
          contactPerson: 'berater1',
        }),
    ],
    ['a listing without pictures', () => extremeListing({ id: 'a4leer', images: [], floorPlans: [], contactPerson: null })],
  ])(
    '%s, the cover included',
    async (name, listing) => {
      const pdf = (await render(listing()))!;
      const sizes = pageSizes(pdf.body, `a4-${name.replace(/\W+/g, '-')}`);
      const read = await readPdf(pdf.body);
      expect(sizes.length).toBe(read.pages.length);
      for (const size of sizes) expect(size).toEqual(A4);
      // The cover still holds all of itself, down to the contact at its foot.
      expect(read.pages[0]).toContain('Ihr Ansprechpartner');
      screenshots(pdf.body, `a4-${name.replace(/\W+/g, '-')}`);
    },
    300_000,
  );
});

describe('hard cases lay out cleanly', () => {
  it('long title and words, 40 pictures, price on request, no energy certificate', async () => {
    const forty = Array.from({ length: 40 }, (_, index) => ({
      ...pictures[index % pictures.length],
      alt: `Bild ${index + 1}: ${'eine lange Bildunterschrift '.repeat((index % 3) + 1)}`,
    }));
    const listing = extremeListing({
      images: forty,
      contactPerson: 'berater1',
    });
    const pdf = (await render(listing))!;
    const read = await readPdf(pdf.body);
    const text = plain(read.pages.join(' '));
    expect(text).toContain('auf Anfrage');
    expect(text).toContain('Ein Energieausweis liegt noch nicht vor. Er wird beantragt und spätestens bei der Besichtigung vorgelegt.');
    expect(text).not.toContain('Energieeffizienzklasse');
    expect(read.images.reduce((sum, count) => sum + count, 0)).toBe(40 + 2);
    // 39 gallery pictures at six a page, plus cover, facts and contact: no page left empty.
    expect(read.pages.length).toBeLessThanOrEqual(14);
    for (const page of read.pages)
      expect(page.replace(/Seite \d+ von \d+|Exposé · Objekt-Nr\. \S+|Rheinkontor Immobilien GmbH/g, '').trim().length).toBeGreaterThan(20);
    screenshots(pdf.body, 'extrem');
  }, 300_000);

  it("staff's rich text with bold and italic in headings, lists and quotations", async () => {
    // Headings are set in Lora: an italic run in one once failed the whole PDF ("Could not resolve font for Lora … italic").
    const listing = extremeListing({
      id: 'auszeichnung1',
      images: [],
      description:
        '<h2>Ein <em>besonderes</em> Zuhause</h2><h3><strong><em>Ruhig</em></strong> gelegen</h3>' +
        '<p>Mit <strong>Garten</strong> und <em>Blick</em>.</p><ul><li><em>Parkett</em></li></ul><blockquote><em>Ein Traum.</em></blockquote>',
    });
    const read = await readPdf((await render(listing))!.body);
    const text = plain(read.pages.join(' '));
    for (const part of ['Ein besonderes Zuhause', 'Ruhig gelegen', 'Mit Garten und Blick', 'Parkett', 'Ein Traum.'])
      expect(text).toContain(part);
  }, 300_000);

  it('a listing without pictures or contact person still has a cover, and is marked as a draft when unpublished', async () => {
    const listing = extremeListing({
      id: 'leer1',
      images: [],
      floorPlans: [],
      contactPerson: null,
      published: false,
    });
    const pdf = (await render(listing))!;
    const read = await readPdf(pdf.body);
    expect(read.images.reduce((sum, count) => sum + count, 0)).toBe(0);
    expect(read.pages[0]).toContain('ENTWURF');
    expect(read.info.Title).toContain('(Entwurf)');
    expect(pdf.fileName).toMatch(/-Entwurf\.pdf$/);
    // Visitors never get an unpublished listing's PDF.
    expect(await render(listing, 'visitor')).toBeNull();
  }, 300_000);
});
