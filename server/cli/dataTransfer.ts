import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { RECORD_ID, validateRecord } from '../../src/shared/resources/validation';
import type { ExportedRecord } from './exportedRecord';
import { moveImages, type ImageMover } from './mediaTransfer';

/**
 * Moving an agency's content between the backends: `npm run data:export` writes every collection of
 * the running backend to one JSON file, `npm run data:import -- <file> --to firebase|embedded` loads it
 * into the other. Ids, times and authors travel with the records. Staff accounts do not: they live in
 * the backend's own sign-in (SQLite users / Firebase Authentication) and are set up there.
 */
export const EXPORT_VERSION = 1;

export interface ExportFile {
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  source: BackendName;
  collections: Record<string, ExportedRecord[]>;
}

export type BackendName = 'embedded' | 'firebase';

/** One backend as the transfer sees it (embeddedTransfer.ts, firestoreTransfer.ts). */
export interface TransferBackend {
  readonly name: BackendName;
  count(resource: ResourceDefinition): Promise<number>;
  readAll(resource: ResourceDefinition): Promise<ExportedRecord[]>;
  /** Replaces the collections' content with these records (after removing what was there, when asked to). */
  write(batches: { resource: ResourceDefinition; records: ExportedRecord[] }[], options: { replace: boolean }): Promise<void>;
}

/** A refused transfer; every line names one problem, in German, and nothing was written. */
export class TransferError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'TransferError';
  }
}

const isIsoTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);
const isAuthor = (value: unknown) => value === null || (typeof value === 'string' && value.length <= 320);

export async function exportData(
  backend: TransferBackend,
  resources: readonly ResourceDefinition[],
  now = new Date(),
): Promise<ExportFile> {
  const collections: Record<string, ExportedRecord[]> = {};
  for (const resource of resources) collections[resource.name] = await backend.readAll(resource);
  return { version: EXPORT_VERSION, exportedAt: now.toISOString(), source: backend.name, collections };
}

/**
 * Checks a whole export before anything is written: its form, every record against its declaration
 * (validateRecord, the same check as every write), ids, times and authors. Answers the records as
 * they will be stored (normalised by the validation) or every problem found.
 */
export function checkExport(
  raw: unknown,
  resources: readonly ResourceDefinition[],
): { resource: ResourceDefinition; records: ExportedRecord[] }[] {
  const problems: string[] = [];
  const file = raw as Partial<ExportFile> | null;
  if (typeof file !== 'object' || file === null || Array.isArray(file))
    throw new TransferError(['Die Datei enthält keinen Export (kein JSON-Objekt).']);
  if (file.version !== EXPORT_VERSION)
    throw new TransferError([`Unbekannte Export-Version ${JSON.stringify(file.version)} (erwartet: ${EXPORT_VERSION}).`]);
  if (typeof file.collections !== 'object' || file.collections === null || Array.isArray(file.collections)) {
    throw new TransferError(['Der Export enthält keine Sammlungen („collections“).']);
  }
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  for (const name of Object.keys(file.collections)) if (!byName.has(name)) problems.push(`Unbekannte Sammlung „${name}“.`);

  const checked: { resource: ResourceDefinition; records: ExportedRecord[] }[] = [];
  for (const [name, records] of Object.entries(file.collections)) {
    const resource = byName.get(name);
    if (!resource) continue;
    if (!Array.isArray(records)) {
      problems.push(`${name}: die Sammlung muss eine Liste sein.`);
      continue;
    }
    const seen = new Set<string>();
    const valid: ExportedRecord[] = [];
    records.forEach((record: Partial<ExportedRecord>, index) => {
      const where = `${name}[${index}]${typeof record?.id === 'string' ? ` (${record.id})` : ''}`;
      if (typeof record !== 'object' || record === null) return problems.push(`${where}: kein Eintrag.`);
      if (typeof record.id !== 'string' || !RECORD_ID.test(record.id)) return problems.push(`${where}: ungültige Kennung.`);
      if (seen.has(record.id)) return problems.push(`${where}: die Kennung kommt doppelt vor.`);
      seen.add(record.id);
      if (resource.singleton && record.id !== resource.singleton)
        return problems.push(`${where}: diese Sammlung hat nur den Eintrag „${resource.singleton}“.`);
      if (!isIsoTime(record.createdAt) || !isIsoTime(record.updatedAt))
        return problems.push(`${where}: ungültige Zeitangabe (createdAt/updatedAt).`);
      if (!isAuthor(record.createdBy) || !isAuthor(record.updatedBy))
        return problems.push(`${where}: ungültige Angabe createdBy/updatedBy.`);
      const result = validateRecord(resource, record.data);
      if (!result.success) {
        return problems.push(
          `${where}: ${Object.entries(result.errors)
            .map(([field, message]) => `${field}: ${message}`)
            .join('; ')}`,
        );
      }
      // One spelling of time (toISOString), so both backends sort the times as text correctly.
      const time = (value: string) => new Date(value).toISOString();
      valid.push({
        id: record.id,
        data: result.data,
        createdAt: time(record.createdAt!),
        updatedAt: time(record.updatedAt!),
        createdBy: record.createdBy ?? null,
        updatedBy: record.updatedBy ?? null,
      });
    });
    checked.push({ resource, records: valid });
  }
  if (problems.length) throw new TransferError(problems);
  return checked;
}

export interface ImportOptions {
  /** Replace collections that already have records (otherwise the import is refused). */
  replace?: boolean;
  /** Moves the records' image files to the target backend and answers their new URLs (mediaTransfer.ts). */
  images?: ImageMover;
}

/**
 * Loads an export into a backend: all records are checked first, and a collection that already has
 * records is only replaced when `replace` says so — an import never mixes two data sets by accident.
 * Then the images move (when a mover is given) and the records are written with their new URLs.
 */
export async function importData(
  backend: TransferBackend,
  raw: unknown,
  resources: readonly ResourceDefinition[],
  { replace = false, images }: ImportOptions = {},
) {
  const checked = checkExport(raw, resources);
  if (!replace) {
    const occupied: string[] = [];
    for (const { resource } of checked) {
      const count = await backend.count(resource);
      if (count > 0) occupied.push(`${resource.name} enthält schon ${count} Einträge.`);
    }
    if (occupied.length)
      throw new TransferError([
        ...occupied,
        'Nichts wurde geschrieben. Mit --replace ersetzt der Import den bisherigen Inhalt dieser Sammlungen.',
      ]);
  }
  const batches = images ? (await moveImages(checked, images)).batches : checked;
  await backend.write(batches, { replace });
  return Object.fromEntries(batches.map(({ resource, records }) => [resource.name, records.length]));
}
