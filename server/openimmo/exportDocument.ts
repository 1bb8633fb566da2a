import sharp from 'sharp';
import yazl from 'yazl';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import type { TeamRecord } from '../../src/shared/resources/team';
import { variantFor, type ImageBytes } from '../exposePdf/pdfImages';
import { immobilieElement, obidOf, type Aktion, type ExportPicture, type ListingContext, type ListingRecord } from './exportListing';
import { el, serializeXml, textEl } from './xmlWriter';

export const OPENIMMO_VERSION = '1.2.7';
export const XML_FILE = 'openimmo.xml';
/** The width pictures go out at: the largest variant the site keeps. */
const PICTURE_WIDTH = 1600;

export interface ExportItem {
  record: ListingRecord;
  aktion: Aktion;
}

export interface ExportSource {
  agency: ListingContext['agency'];
  team: ReadonlyMap<string, Pick<TeamRecord, 'name' | 'email' | 'phone' | 'role'>>;
  imageBytes: ImageBytes;
}

export interface ExportOptions {
  anid: string;
  umfang: 'VOLL' | 'TEIL';
  /** Portals that do not take WebP get JPEG. */
  webp: boolean;
}

export interface ExportResult {
  zip: Buffer;
  xml: string;
  /** Pictures that could not be read and were left out (German, for the log). */
  warnings: string[];
}

interface PictureFile extends ExportPicture {
  bytes: Buffer;
}

async function pictureFiles(record: ListingRecord, source: ExportSource, webp: boolean, warnings: string[]): Promise<PictureFile[]> {
  const all: { image: ImageValue; group: ExportPicture['group'] }[] = [
    ...record.images.map((image, index) => ({ image, group: index === 0 ? ('TITELBILD' as const) : ('BILD' as const) })),
    ...record.floorPlans.map((image) => ({ image, group: 'GRUNDRISS' as const })),
  ];
  const files: PictureFile[] = [];
  for (const [index, { image, group }] of all.entries()) {
    const bytes = await source.imageBytes(variantFor(image, PICTURE_WIDTH));
    if (!bytes) {
      warnings.push(`Bild ${index + 1} von „${record.title}“ war nicht lesbar und fehlt in der Übertragung.`);
      continue;
    }
    const extension = webp ? 'webp' : 'jpg';
    files.push({
      group,
      title: image.alt,
      path: `bilder/${obidOf(record)}-${index + 1}.${extension}`,
      format: webp ? 'image/webp' : 'image/jpeg',
      // The site keeps WebP; most portals take only JPEG.
      bytes: webp ? bytes : await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer(),
    });
  }
  return files;
}

function zipOf(files: { path: string; bytes: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // Pictures are compressed already; deflating them again costs time for nothing.
  for (const file of files) zip.addBuffer(file.bytes, file.path, { compress: file.path.endsWith('.xml'), mtime: new Date(0) });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The listing's context for its `immobilie` element (pictures aside). */
export function listingContext(record: ListingRecord, source: ExportSource, pictures: readonly ExportPicture[]): ListingContext {
  return { agency: source.agency, contact: record.contactPerson ? source.team.get(record.contactPerson) : null, pictures };
}

/**
 * One OpenImmo transfer: `openimmo.xml` plus the pictures as files beside it (location EXTERN, paths relative to
 * the XML), as a ZIP. A DELETE carries no pictures.
 */
export async function buildExport(items: readonly ExportItem[], source: ExportSource, options: ExportOptions): Promise<ExportResult> {
  const warnings: string[] = [];
  const files: { path: string; bytes: Buffer }[] = [];
  const immobilien = [];
  for (const { record, aktion } of items) {
    const pictures = aktion === 'DELETE' ? [] : await pictureFiles(record, source, options.webp, warnings);
    files.push(...pictures);
    immobilien.push(immobilieElement(record, listingContext(record, source, pictures), aktion));
  }
  const document = el('openimmo', {}, [
    el('uebertragung', {
      art: 'OFFLINE',
      umfang: options.umfang,
      version: OPENIMMO_VERSION,
      sendersoftware: 'Rheinkontor Immobilien Website',
      senderversion: '1.0',
      timestamp: new Date().toISOString(),
    }),
    el('anbieter', {}, [textEl('firma', source.agency.companyName), textEl('openimmo_anid', options.anid), ...immobilien]),
  ]);
  const xml = serializeXml(document);
  const zip = await zipOf([{ path: XML_FILE, bytes: Buffer.from(xml, 'utf8') }, ...files]);
  return { zip, xml, warnings };
}
