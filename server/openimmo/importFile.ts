import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import { properties } from '../../src/shared/resources/properties';
import { team } from '../../src/shared/resources/team';
import { validateRecord } from '../../src/shared/resources/validation';
import { IMPORT_AUTHOR, type HistoryAuthor } from '../../src/shared/history/changes';
import { sanitizeRecord } from '../content/sanitizeRichText';
import { recordedWrites } from '../history/recordedWrites';
import type { Db } from '../db/database';
import type { DocumentStore, StoredRecord } from '../db/documentStore';
import { ImageRejected, MAX_INPUT_BYTES, processImage } from '../media/imagePipeline';
import { CARRIED_FIELDS, type ImportedListing, type PictureRef } from './importListing';
import { ImportRefused } from './importRefused';
import type { ImportReport, ListingReport } from '../../src/shared/openimmo/openimmoApi';

export type { ImportReport } from '../../src/shared/openimmo/openimmoApi';
import { readOpenImmoOffThread } from './readDocumentOffThread';
import { readZip, resolveInZip } from './zipReader';

export interface ImportOptions {
  store: DocumentStore;
  db: Db;
  mediaDir: string;
  /** Recorded as the writer of the records. */
  by: string | null;
  /** The history's author: the importing member of staff; "OpenImmo-Import" when none (the command line). */
  author?: HistoryAuthor;
  dryRun?: boolean;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The XML and, for a ZIP, the files beside it. */
async function unpack(bytes: Buffer): Promise<{ xmlPath: string; xml: Buffer; files: Map<string, Buffer> }> {
  if (!bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return { xmlPath: '', xml: bytes, files: new Map() };
  const files = await readZip(bytes);
  const xmlFiles = [...files.keys()].filter((path) => path.toLowerCase().endsWith('.xml'));
  if (xmlFiles.length !== 1) throw new ImportRefused(xmlFiles.length === 0 ? 'Die ZIP-Datei enthält keine XML-Datei.' : 'Die ZIP-Datei enthält mehrere XML-Dateien; bitte importieren Sie eine nach der anderen.');
  return { xmlPath: xmlFiles[0], xml: files.get(xmlFiles[0])!, files };
}

function findExisting(db: Db, store: DocumentStore, objectNumber: string): StoredRecord | undefined {
  const id = db
    .prepare("SELECT id FROM documents WHERE collection = ? AND json_extract(data, '$.objectNumber') = ? ORDER BY created_at LIMIT 1")
    .pluck()
    .get(properties.name, objectNumber) as string | undefined;
  // A listing exported without an object number went out under its id.
  return id ? store.get(properties.name, id) : store.get(properties.name, objectNumber);
}

function findContact(db: Db, email: string | undefined): string | null {
  if (!email) return null;
  const id = db
    .prepare("SELECT id FROM documents WHERE collection = ? AND lower(json_extract(data, '$.email')) = lower(?) LIMIT 1")
    .pluck()
    .get(team.name, email.trim()) as string | undefined;
  return id ?? null;
}

interface Prepared {
  listing: ImportedListing;
  images: ImageValue[];
  floorPlans: ImageValue[];
  /** Media folders made for this listing's pictures: removed again if the listing is not stored. */
  folders: string[];
}

function pictureBytes(ref: PictureRef, xmlPath: string, files: Map<string, Buffer>): Buffer | string {
  if (ref.location === 'INTERN') {
    const compact = ref.data.replaceAll(/\s/g, '');
    if ((compact.length * 3) / 4 > MAX_INPUT_BYTES) return 'Die Datei ist zu groß. Höchstens 15 MB sind erlaubt.';
    return Buffer.from(compact, 'base64');
  }
  if (files.size === 0) return 'Es liegt nicht bei (nur eine XML-Datei wurde hochgeladen, keine ZIP-Datei).';
  const path = resolveInZip(xmlPath, ref.data);
  const bytes = path === undefined ? undefined : files.get(path);
  return bytes ?? `Die Datei „${ref.data}“ fehlt in der ZIP-Datei.`;
}

/** Each picture through the image pipeline (content check, re-encoding, size limits); refused ones become warnings. */
async function preparePictures(listing: ImportedListing, xmlPath: string, files: Map<string, Buffer>, mediaDir: string): Promise<Prepared> {
  const prepared: Prepared = { listing, images: [], floorPlans: [], folders: [] };
  for (const ref of listing.pictures) {
    const name = ref.title ? `„${ref.title}“` : ref.data.length < 100 ? `„${ref.data}“` : '(eingebettet)';
    const bytes = pictureBytes(ref, xmlPath, files);
    if (typeof bytes === 'string') {
      listing.warnings.push(`Das Bild ${name} wurde nicht übernommen: ${bytes}`);
      continue;
    }
    try {
      const image = await processImage(bytes, mediaDir);
      prepared.folders.push(join(mediaDir, image.src.split('/')[2]));
      prepared[ref.target].push({ ...image, alt: (ref.title ?? String(listing.fields.title)).slice(0, 200) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      listing.warnings.push(`Das Bild ${name} wurde abgewiesen: ${error.message}`);
    }
  }
  return prepared;
}

const FIELD_LABELS = new Map<string, string>(properties.fields.map((field) => [field.name, field.label]));
const describe = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, message]) => `${FIELD_LABELS.get(field) ?? field}: ${message}`)
    .join(' ');

class DryRun extends Error {}

/** Writes one listing inside the file's transaction and says what happened to it. */
function store(item: Prepared, options: ImportOptions): ListingReport {
  const { listing } = item;
  const report = { objectNumber: listing.objectNumber, title: String(listing.fields.title ?? ''), warnings: listing.warnings };
  if (!listing.objectNumber) return { ...report, outcome: 'übersprungen', reason: 'Die Objektnummer (objektnr_extern) fehlt.' };
  const existing = findExisting(options.db, options.store, listing.objectNumber);
  const writes = recordedWrites(options.db, options.store);
  const writer = { author: options.author ?? IMPORT_AUTHOR, by: options.by };
  if (listing.aktion === 'DELETE') {
    if (!existing) return { ...report, outcome: 'übersprungen', reason: 'Zu löschen, aber hier nicht vorhanden.' };
    writes.delete(properties, existing.id, writer);
    return { ...report, title: String(existing.title), outcome: 'gelöscht' };
  }
  const carried = Object.fromEntries(CARRIED_FIELDS.map((field) => [field, listing.fields[field] ?? null]));
  const contact = findContact(options.db, listing.contactEmail);
  if (!contact && listing.contactName) listing.warnings.push(`Die Kontaktperson „${listing.contactName}“ ist nicht im Team; bitte ordnen Sie im Dashboard eine zu.`);
  const pictures = item.images.length + item.floorPlans.length > 0 || listing.pictures.length > 0 ? { images: item.images, floorPlans: item.floorPlans } : {};
  // validateRecord drops the stored record's id and times.
  const input = existing
    ? { ...existing, ...carried, ...pictures, ...(contact ? { contactPerson: contact } : {}) }
    : // New listings wait unpublished until staff have looked at them.
      { ...carried, ...pictures, contactPerson: contact, published: false };
  const result = validateRecord(properties, input);
  if (!result.success) return { ...report, outcome: 'übersprungen', reason: describe(result.errors) };
  const data = sanitizeRecord(properties, result.data);
  if (existing) {
    writes.update(properties, existing.id, data, writer);
    return { ...report, outcome: 'aktualisiert' };
  }
  writes.create(properties, data, writer);
  return { ...report, outcome: 'angelegt' };
}

/**
 * Imports one OpenImmo file (XML or ZIP of XML and pictures) in one transaction: listings are matched by
 * objektnr_extern, created, updated or deleted; each gets a line in the report. A file that cannot be read or
 * fails the checks (ImportRefused) changes nothing. With dryRun the same happens and is rolled back.
 */
export async function importOpenImmo(bytes: Buffer, options: ImportOptions): Promise<ImportReport> {
  const { xmlPath, xml, files } = await unpack(bytes);
  const { umfang, version, listings } = await readOpenImmoOffThread(xml);
  const warnings: string[] = [];
  if (version && !version.startsWith('1.2')) warnings.push(`Die Datei hat OpenImmo-Version ${version}; gelesen wird sie nach 1.2.7.`);
  if (umfang === 'VOLL') warnings.push('Vollabgleich (VOLL): Objekte, die hier bestehen, aber in der Datei fehlen, werden nicht gelöscht.');

  // In a dry run the pictures are checked into a folder of their own, removed afterwards.
  const mediaDir = options.dryRun ? await mkdtemp(join(tmpdir(), 'openimmo-dry-')) : options.mediaDir;
  const prepared: Prepared[] = [];
  let committed = false;
  try {
    for (const listing of listings) {
      prepared.push(listing.aktion === 'DELETE' ? { listing, images: [], floorPlans: [], folders: [] } : await preparePictures(listing, xmlPath, files, mediaDir));
    }
    let reports: ListingReport[] = [];
    try {
      options.db.transaction(() => {
        reports = prepared.map((item) => store(item, options));
        if (options.dryRun) throw new DryRun();
      })();
    } catch (error) {
      if (!(error instanceof DryRun)) throw error;
    }
    committed = !options.dryRun;
    // Pictures of skipped listings are not referenced by anything.
    const unused = prepared.filter((_, index) => reports[index].outcome === 'übersprungen').flatMap((item) => item.folders);
    await Promise.all(unused.map((folder) => rm(folder, { recursive: true, force: true })));
    return { umfang, dryRun: Boolean(options.dryRun), listings: reports, warnings };
  } finally {
    if (options.dryRun) await rm(mediaDir, { recursive: true, force: true });
    else if (!committed) await Promise.all(prepared.flatMap((item) => item.folders).map((folder) => rm(folder, { recursive: true, force: true })));
  }
}
