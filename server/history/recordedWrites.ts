import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { validateRecord, type FieldErrors } from '../../src/shared/resources/validation';
import {
  diffRecords,
  recordTitle,
  TRASH_MS,
  versionAfter,
  WEBSITE_AUTHOR,
  type HistoryAction,
  type HistoryAuthor,
} from '../../src/shared/history/changes';
import type { StaffUser } from '../auth/staffUser';
import { sanitizeRecord } from '../content/sanitizeRichText';
import { newId, type DocumentStore, type StoredRecord } from '../db/documentStore';
import type { Db } from '../db/database';
import { HistoryStore } from './historyStore';
import { TrashStore } from './trashStore';

/** Who writes: the history's author and the e-mail the record's createdBy/updatedBy keep (null for visitors). */
export interface Writer {
  author: HistoryAuthor;
  by: string | null;
}

/** The signed-in member of staff, or the website (a visitor's form). */
export const writerOf = (staff: StaffUser | null | undefined, otherwise: HistoryAuthor = WEBSITE_AUTHOR): Writer =>
  staff ? { author: { staffId: staff.id, name: staff.name || staff.email }, by: staff.email } : { author: otherwise, by: null };

export type RestoreOutcome =
  | { outcome: 'restored'; record: StoredRecord }
  | { outcome: 'not-found' }
  | { outcome: 'id-taken' }
  | { outcome: 'invalid'; errors: FieldErrors };

/** What visitors send is personal data: its history goes when the record finally goes (docs/privacy in Datenschutz). */
export const keepsPersonalData = (resource: ResourceDefinition) => resource.access.create === 'public';

/**
 * Every content write with its history entry, in one SQLite transaction (a write is never without its entry, nor an
 * entry without its write); a delete also puts the whole record into the Papierkorb. Callers validate first.
 */
export class RecordedWrites {
  constructor(
    readonly store: DocumentStore,
    readonly history: HistoryStore,
    readonly trash: TrashStore,
    readonly now: () => number = Date.now,
  ) {}

  private log(
    resource: ResourceDefinition,
    recordId: string,
    action: HistoryAction,
    writer: Writer,
    before?: Record<string, unknown>,
    after?: Record<string, unknown>,
  ) {
    this.history.append({
      resource: resource.name,
      recordId,
      action,
      author: writer.author,
      at: this.now(),
      changes: diffRecords(resource, before, after),
    });
  }

  create(
    resource: ResourceDefinition,
    data: Record<string, unknown>,
    writer: Writer,
    id = newId(),
    action: HistoryAction = 'create',
  ): StoredRecord {
    return this.store.transaction(() => {
      const created = this.store.create(resource.name, data, writer.by, id);
      this.log(resource, id, action, writer, undefined, created);
      return created;
    });
  }

  update(
    resource: ResourceDefinition,
    id: string,
    data: Record<string, unknown>,
    writer: Writer,
    action: HistoryAction = 'update',
  ): StoredRecord | undefined {
    return this.store.transaction(() => {
      const before = this.store.get(resource.name, id);
      const updated = before && this.store.update(resource.name, id, data, writer.by);
      if (updated) this.log(resource, id, action, writer, before, updated);
      return updated;
    });
  }

  delete(resource: ResourceDefinition, id: string, writer: Writer): StoredRecord | undefined {
    return this.store.transaction(() => {
      const deleted = this.store.delete(resource.name, id);
      if (!deleted) return undefined;
      this.log(resource, id, 'delete', writer, deleted, undefined);
      const deletedAt = this.now();
      this.trash.put({
        resource: resource.name,
        recordId: id,
        title: recordTitle(resource, deleted),
        record: deleted,
        deletedAt,
        deletedBy: writer.author,
        expiresAt: deletedAt + TRASH_MS,
      });
      return deleted;
    });
  }

  /** Writes the record as it was after history entry `entryId` as a new change, validated like any write. */
  restoreVersion(resource: ResourceDefinition, id: string, entryId: string, writer: Writer): RestoreOutcome {
    const current = this.store.get(resource.name, id);
    const version = current && versionAfter(current, this.history.list(resource.name, id), entryId);
    if (!version) return { outcome: 'not-found' };
    const result = validateRecord(resource, version);
    if (!result.success) return { outcome: 'invalid', errors: result.errors };
    return { outcome: 'restored', record: this.update(resource, id, sanitizeRecord(resource, result.data), writer, 'restore')! };
  }

  /** Brings a record back from the Papierkorb under its own id, validated like any write. */
  restoreFromTrash(resource: ResourceDefinition, id: string, writer: Writer): RestoreOutcome {
    const entry = this.trash.get(resource.name, id);
    if (!entry || entry.expiresAt <= this.now()) return { outcome: 'not-found' };
    if (this.store.get(resource.name, id)) return { outcome: 'id-taken' };
    const result = validateRecord(resource, entry.record);
    if (!result.success) return { outcome: 'invalid', errors: result.errors };
    return this.store.transaction(() => {
      this.trash.remove(resource.name, id);
      return { outcome: 'restored', record: this.create(resource, sanitizeRecord(resource, result.data), writer, id, 'restore') };
    });
  }

  /**
   * The housekeeping pass: records longer than 30 days in the Papierkorb go for good, and with them the history of
   * personal data (inquiries). Idempotent: what is gone is not found again.
   */
  purgeExpired(resources: readonly ResourceDefinition[]): number {
    const byName = new Map(resources.map((resource) => [resource.name, resource]));
    const expired = this.trash.expired(this.now());
    for (const { resource, recordId } of expired) {
      this.store.transaction(() => {
        this.trash.remove(resource, recordId);
        const declaration = byName.get(resource);
        if (declaration && keepsPersonalData(declaration)) this.forget(declaration, recordId);
      });
    }
    return expired.length;
  }

  /** A record of personal data deleted for good (retention): its history goes with it, unless the id lives again. */
  forget(resource: ResourceDefinition, recordId: string) {
    if (!this.store.get(resource.name, recordId)) this.history.purgeRecord(resource.name, recordId);
  }
}

/** The recorded writes over the database the store writes to. */
export const recordedWrites = (db: Db, store: DocumentStore, now?: () => number) =>
  new RecordedWrites(store, new HistoryStore(db), new TrashStore(db), now);
