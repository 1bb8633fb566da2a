import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageValue, UploadedImage } from '../../src/shared/resources/imageValue';
import { properties } from '../../src/shared/resources/properties';
import { team } from '../../src/shared/resources/team';
import { validateRecord } from '../../src/shared/resources/validation';
import { sanitizeRecord } from '../content/sanitizeRichText';
import type { Db } from '../db/database';
import type { DocumentStore, StoredRecord } from '../db/documentStore';
import { ImageRejected, MAX_INPUT_BYTES, processImage } from '../media/imagePipeline';
import { CARRIED_FIELDS, type ImportedListing, type PictureRef } from './importListing';
import { ImportRefused } from './importRefused';
import type { ImportReport, ListingReport } from '../../src/shared/openimmo/openimmoApi';
import { IMPORT_AUTHOR, type HistoryAuthor } from '../../src/shared/history/changes';
import { recordedWrites, type Writer } from '../history/recordedWrites';

export type { ImportReport } from '../../src/shared/openimmo/openimmoApi';
import { readOpenImmoOffThread } from './readDocumentOffThread';
import { readZip, resolveInZip } from './zipReader';

/** A picture stored for an imported listing, and how to take it away again when the listing is not stored. */
export interface StoredPicture {
  image: UploadedImage;
  remove(): Promise<void>;
}

/** What the import does to one listing; the target writes all of a file's at once. */
export type ListingWrite =
  | { kind: 'create'; data: Record<string, unknown> }
  | { kind: 'update'; existing: StoredRecord; data: Record<string, unknown> }
  | { kind: 'delete'; existing: StoredRecord };

/**
 * Where an import stores: the database and the media folder (storeImportTarget), or Firestore and Cloud Storage in
 * Firebase mode (server/openimmo/firestoreImport.ts).
 */
export interface ImportTarget {
  /** A picture that passed the image pipeline's checks, stored as WebP variants. */
  storePicture(bytes: Buffer): Promise<StoredPicture>;
  /** The listing with this object number (or, exported without one, this id). */
  findExisting(objectNumber: string): Promise<StoredRecord | undefined>;
  /** The team member with this e-mail address, any case. */
  findContact(email: string): Promise<string | null>;
  /** Every write of one file at once, or none (with its history entries where the backend keeps them here). */
  apply(writes: readonly ListingWrite[], writer: Writer): Promise<void>;
  /** More listings than this in one file are refused before anything is stored (Firestore: one batch). */
  maxListings?: number;
}

export interface ImportOptions {
  target: ImportTarget;
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
  if (xmlFiles.length !== 1)
    throw new ImportRefused(
      xmlFiles.length === 0
        ? 'Die ZIP-Datei enthält keine XML-Datei.'
        : 'Die ZIP-Datei enthält mehrere XML-Dateien; bitte importieren Sie eine nach der anderen.',
    );
  return { xmlPath: xmlFiles[0], xml: files.get(xmlFiles[0])!, files };
}

interface Prepared {
  listing: ImportedListing;
  images: ImageValue[];
  floorPlans: ImageValue[];
  /** The pictures stored for this listing: removed again if the listing is not stored. */
  stored: StoredPicture[];
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
async function preparePictures(
  listing: ImportedListing,
  xmlPath: string,
  files: Map<string, Buffer>,
  pictures: Pick<ImportTarget, 'storePicture'>,
): Promise<Prepared> {
  const prepared: Prepared = { listing, images: [], floorPlans: [], stored: [] };
  for (const ref of listing.pictures) {
    const name = ref.title ? `„${ref.title}“` : ref.data.length < 100 ? `„${ref.data}“` : '(eingebettet)';
    const bytes = pictureBytes(ref, xmlPath, files);
    if (typeof bytes === 'string') {
      listing.warnings.push(`Das Bild ${name} wurde nicht übernommen: ${bytes}`);
      continue;
    }
    try {
      const stored = await pictures.storePicture(bytes);
      prepared.stored.push(stored);
      prepared[ref.target].push({ ...stored.image, alt: (ref.title ?? String(listing.fields.title)).slice(0, 200) });
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

/** The media folder as picture store: the embedded backend's, or a dry run's own, removed afterwards. */
export function folderPictures(mediaDir: string): Pick<ImportTarget, 'storePicture'> {
  return {
    async storePicture(bytes) {
      const image = await processImage(bytes, mediaDir);
      return { image, remove: () => rm(join(mediaDir, image.src.split('/')[2]), { recursive: true, force: true }) };
    },
  };
}

/** The embedded backend: its database, its media folder, one SQLite transaction per file. */
export function storeImportTarget(db: Db, store: DocumentStore, mediaDir: string): ImportTarget {
  return {
    ...folderPictures(mediaDir),
    async findExisting(objectNumber) {
      const id = db
        .prepare("SELECT id FROM documents WHERE collection = ? AND json_extract(data, '$.objectNumber') = ? ORDER BY created_at LIMIT 1")
        .pluck()
        .get(properties.name, objectNumber) as string | undefined;
      // A listing exported without an object number went out under its id.
      return id ? store.get(properties.name, id) : store.get(properties.name, objectNumber);
    },
    async findContact(email) {
      const id = db
        .prepare("SELECT id FROM documents WHERE collection = ? AND lower(json_extract(data, '$.email')) = lower(?) LIMIT 1")
        .pluck()
        .get(team.name, email.trim()) as string | undefined;
      return id ?? null;
    },
    async apply(writes, writer) {
      const recorded = recordedWrites(db, store);
      store.transaction(() => {
        for (const write of writes) {
          if (write.kind === 'create') recorded.create(properties, write.data, writer);
          else if (write.kind === 'update') recorded.update(properties, write.existing.id, write.data, writer);
          else recorded.delete(properties, write.existing.id, writer);
        }
      });
    },
  };
}

const DUPLICATE = 'Die Objektnummer kommt in der Datei mehrfach vor; nur ihr erstes Objekt wurde gelesen.';

/** What happens to one listing, decided before anything is written. */
interface Decision {
  report: ListingReport;
  write?: ListingWrite;
}

async function decide(item: Prepared, target: ImportTarget, seen: Set<string>): Promise<Decision> {
  const { listing } = item;
  const report = { objectNumber: listing.objectNumber, title: String(listing.fields.title ?? ''), warnings: listing.warnings };
  if (!listing.objectNumber) return { report: { ...report, outcome: 'übersprungen', reason: 'Die Objektnummer (objektnr_extern) fehlt.' } };
  // All lookups happen before the writes: a second listing with the same number would not see the first.
  if (seen.has(listing.objectNumber)) return { report: { ...report, outcome: 'übersprungen', reason: DUPLICATE } };
  seen.add(listing.objectNumber);
  const existing = await target.findExisting(listing.objectNumber);
  if (listing.aktion === 'DELETE') {
    if (!existing) return { report: { ...report, outcome: 'übersprungen', reason: 'Zu löschen, aber hier nicht vorhanden.' } };
    return { report: { ...report, title: String(existing.title), outcome: 'gelöscht' }, write: { kind: 'delete', existing } };
  }
  const carried = Object.fromEntries(CARRIED_FIELDS.map((field) => [field, listing.fields[field] ?? null]));
  const contact = listing.contactEmail ? await target.findContact(listing.contactEmail) : null;
  if (!contact && listing.contactName)
    listing.warnings.push(`Die Kontaktperson „${listing.contactName}“ ist nicht im Team; bitte ordnen Sie im Dashboard eine zu.`);
  const pictures =
    item.images.length + item.floorPlans.length > 0 || listing.pictures.length > 0
      ? { images: item.images, floorPlans: item.floorPlans }
      : {};
  // validateRecord drops the stored record's id and times.
  const input = existing
    ? { ...existing, ...carried, ...pictures, ...(contact ? { contactPerson: contact } : {}) }
    : // New listings wait unpublished until staff have looked at them.
      { ...carried, ...pictures, contactPerson: contact, published: false };
  const result = validateRecord(properties, input);
  if (!result.success) return { report: { ...report, outcome: 'übersprungen', reason: describe(result.errors) } };
  const data = sanitizeRecord(properties, result.data);
  if (existing) return { report: { ...report, outcome: 'aktualisiert' }, write: { kind: 'update', existing, data } };
  return { report: { ...report, outcome: 'angelegt' }, write: { kind: 'create', data } };
}

/**
 * Imports one OpenImmo file (XML or ZIP of XML and pictures) at once: listings are matched by objektnr_extern,
 * created, updated or deleted; each gets a line in the report. A file that cannot be read or fails the checks
 * (ImportRefused) changes nothing. A dry run decides the same and writes nothing; its pictures are checked into a
 * folder of their own, removed afterwards.
 */
export async function importOpenImmo(
  bytes: Buffer,
  { target, by, author = IMPORT_AUTHOR, dryRun = false }: ImportOptions,
): Promise<ImportReport> {
  const { xmlPath, xml, files } = await unpack(bytes);
  const { umfang, version, listings } = await readOpenImmoOffThread(xml);
  if (target.maxListings !== undefined && listings.length > target.maxListings) {
    throw new ImportRefused(
      `Die Datei enthält ${listings.length} Objekte; in einem Schritt lassen sich höchstens ${target.maxListings} importieren (Firestore schreibt höchstens 500 Dokumente auf einmal). Bitte teilen Sie die Datei auf.`,
    );
  }
  const warnings: string[] = [];
  if (version && !version.startsWith('1.2')) warnings.push(`Die Datei hat OpenImmo-Version ${version}; gelesen wird sie nach 1.2.7.`);
  if (umfang === 'VOLL') warnings.push('Vollabgleich (VOLL): Objekte, die hier bestehen, aber in der Datei fehlen, werden nicht gelöscht.');

  const dryRunDir = dryRun ? await mkdtemp(join(tmpdir(), 'openimmo-dry-')) : undefined;
  const pictures = dryRunDir ? folderPictures(dryRunDir) : target;
  const prepared: Prepared[] = [];
  let stored = false;
  try {
    for (const listing of listings) {
      prepared.push(
        listing.aktion === 'DELETE'
          ? { listing, images: [], floorPlans: [], stored: [] }
          : await preparePictures(listing, xmlPath, files, pictures),
      );
    }
    const seen = new Set<string>();
    const decisions: Decision[] = [];
    for (const item of prepared) decisions.push(await decide(item, target, seen));
    if (!dryRun)
      await target.apply(
        decisions.flatMap((decision) => (decision.write ? [decision.write] : [])),
        { author, by },
      );
    stored = !dryRun;
    // Pictures of skipped listings are not referenced by anything.
    await Promise.all(prepared.flatMap((item, index) => (decisions[index].write ? [] : item.stored)).map((picture) => picture.remove()));
    return { umfang, dryRun, listings: decisions.map((decision) => decision.report), warnings };
  } finally {
    if (dryRunDir) await rm(dryRunDir, { recursive: true, force: true });
    else if (!stored) await Promise.all(prepared.flatMap((item) => item.stored).map((picture) => picture.remove().catch(() => undefined)));
  }
}
