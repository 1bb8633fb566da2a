import { beforeEach, describe, expect, it } from 'vitest';
import { inquiry, offer } from '../../test-support/firebase/records';
import { TRASH_MS } from '../../src/shared/history/changes';
import { inquiries } from '../../src/shared/resources/inquiries';
import { properties } from '../../src/shared/resources/properties';
import { validateRecord } from '../../src/shared/resources/validation';
import { openDatabase, type Db } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import { recordedWrites, writerOf, type RecordedWrites } from './recordedWrites';

const MIRIAM = writerOf({ id: 'u-miriam', email: 'miriam@rheinkontor-immobilien.de', name: 'Miriam Schäfer', role: 'admin' });
const JONAS = writerOf({ id: 'u-jonas', email: 'jonas@rheinkontor-immobilien.de', name: null, role: 'admin' });
const DAY = 24 * 60 * 60 * 1000;

let db: Db;
let store: DocumentStore;
let clock: number;
let writes: RecordedWrites;

const valid = (resource: typeof properties | typeof inquiries, input: Record<string, unknown>) => {
  const result = validateRecord(resource, input);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

beforeEach(() => {
  db = openDatabase(':memory:');
  store = new DocumentStore(db);
  store.ensureIndexes([properties, inquiries]);
  clock = Date.UTC(2026, 10, 12, 13, 5);
  writes = recordedWrites(db, store, () => clock);
});

describe('change history (embedded)', () => {
  it('records create, update and delete with author, time and the changed fields only', () => {
    const created = writes.create(properties, valid(properties, offer('Altbau in Sülz', { price: 649_000 })), MIRIAM);
    clock += 60_000;
    writes.update(properties, created.id, valid(properties, { ...created, price: 625_000 }), JONAS);
    clock += 60_000;
    writes.delete(properties, created.id, MIRIAM);

    const [deleted, updated, first] = writes.history.list('properties', created.id);
    expect(first).toMatchObject({
      action: 'create',
      author: { staffId: 'u-miriam', name: 'Miriam Schäfer' },
      at: Date.UTC(2026, 10, 12, 13, 5),
    });
    expect(first.changes).toContainEqual({ field: 'price', from: null, to: 649_000 });
    expect(first.changes.map((change) => change.field)).not.toContain('createdAt');
    // An account without a name is named by its e-mail.
    expect(updated).toMatchObject({ action: 'update', author: { staffId: 'u-jonas', name: 'jonas@rheinkontor-immobilien.de' } });
    expect(updated.changes).toEqual([{ field: 'price', from: 649_000, to: 625_000 }]);
    expect(deleted.action).toBe('delete');
    expect(deleted.changes).toContainEqual({ field: 'title', from: 'Altbau in Sülz', to: null });
  });

  it('keeps pictures as their stored references', () => {
    const image = { src: '/media/0123456789abcdef0123456789abcdef/960.webp', alt: 'Wohnzimmer', width: 960, height: 640 };
    const created = writes.create(properties, { ...valid(properties, offer('Mit Bild')), images: [image] }, MIRIAM);
    expect(writes.history.list('properties', created.id)[0].changes).toContainEqual({ field: 'images', from: null, to: [image] });
  });

  it('restores a former version as a new change', () => {
    const created = writes.create(properties, valid(properties, offer('Altbau', { price: 649_000 })), MIRIAM);
    writes.update(properties, created.id, valid(properties, { ...created, price: 625_000, title: 'Altbau, frisch renoviert' }), JONAS);
    writes.update(properties, created.id, valid(properties, { ...store.get('properties', created.id)!, price: 600_000 }), JONAS);
    const [, , createEntry] = writes.history.list('properties', created.id);

    const restored = writes.restoreVersion(properties, created.id, createEntry.id, MIRIAM);
    expect(restored).toMatchObject({ outcome: 'restored', record: { price: 649_000, title: 'Altbau' } });
    const [restore] = writes.history.list('properties', created.id);
    expect(restore).toMatchObject({ action: 'restore', author: { name: 'Miriam Schäfer' } });
    expect(restore.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', from: 'Altbau, frisch renoviert', to: 'Altbau' },
        { field: 'price', from: 600_000, to: 649_000 },
      ]),
    );
    expect(writes.history.list('properties', created.id)).toHaveLength(4);
  });

  it('refuses a version that no longer validates, naming the field, and changes nothing', () => {
    // Stored before today's rules: without a title.
    const untitled = { ...valid(properties, offer('x')), title: undefined };
    const created = writes.create(properties, untitled, MIRIAM);
    writes.update(properties, created.id, valid(properties, { ...created, title: 'Jetzt mit Titel' }), JONAS);
    const [, createEntry] = writes.history.list('properties', created.id);

    const outcome = writes.restoreVersion(properties, created.id, createEntry.id, MIRIAM);
    expect(outcome.outcome).toBe('invalid');
    expect(outcome.outcome === 'invalid' && Object.keys(outcome.errors)).toEqual(['title']);
    expect(store.get('properties', created.id)!.title).toBe('Jetzt mit Titel');
    expect(writes.history.list('properties', created.id)).toHaveLength(2);
  });

  it('is append-only: the database refuses to change or remove an entry', () => {
    const created = writes.create(properties, valid(properties, offer('Altbau')), MIRIAM);
    expect(() => db.prepare("UPDATE history SET author_name = 'Jemand anders'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM history').run()).toThrow(/append-only/);
    expect(writes.history.list('properties', created.id)[0].author.name).toBe('Miriam Schäfer');
  });
});

describe('Papierkorb (embedded)', () => {
  it('restores a deleted record under its own id, as a new change', () => {
    const created = writes.create(properties, valid(properties, offer('Altbau', { price: 649_000 })), MIRIAM);
    writes.delete(properties, created.id, JONAS);
    expect(writes.trash.list(clock)).toEqual([
      expect.objectContaining({
        resource: 'properties',
        recordId: created.id,
        title: 'Altbau',
        deletedBy: { staffId: 'u-jonas', name: 'jonas@rheinkontor-immobilien.de' },
      }),
    ]);

    clock += 29 * DAY;
    expect(writes.restoreFromTrash(properties, created.id, MIRIAM)).toMatchObject({
      outcome: 'restored',
      record: { id: created.id, price: 649_000 },
    });
    expect(writes.trash.list(clock)).toEqual([]);
    expect(writes.history.list('properties', created.id).map((entry) => entry.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('refuses a restore when the id was given to another record since', () => {
    const created = writes.create(properties, valid(properties, offer('Altbau')), MIRIAM);
    writes.delete(properties, created.id, MIRIAM);
    writes.create(properties, valid(properties, offer('Neubau')), MIRIAM, created.id);
    expect(writes.restoreFromTrash(properties, created.id, MIRIAM)).toEqual({ outcome: 'id-taken' });
    expect(store.get('properties', created.id)!.title).toBe('Neubau');
  });

  it('purges after 30 days, idempotently; an inquiry takes its history with it, a listing keeps it', () => {
    const listing = writes.create(properties, valid(properties, offer('Altbau')), MIRIAM);
    const request = writes.create(inquiries, valid(inquiries, inquiry('Erika Mustermann')), writerOf(null));
    expect(writes.history.list('inquiries', request.id)[0].author).toEqual({ staffId: null, name: 'Website' });
    writes.delete(properties, listing.id, MIRIAM);
    writes.delete(inquiries, request.id, MIRIAM);

    clock += TRASH_MS - 1;
    expect(writes.purgeExpired([properties, inquiries])).toBe(0);
    clock += 1;
    expect(writes.trash.list(clock)).toEqual([]);
    expect(writes.restoreFromTrash(inquiries, request.id, MIRIAM)).toEqual({ outcome: 'not-found' });
    expect(writes.purgeExpired([properties, inquiries])).toBe(2);
    expect(writes.purgeExpired([properties, inquiries])).toBe(0);

    expect(writes.trash.get('inquiries', request.id)).toBeUndefined();
    expect(writes.history.list('inquiries', request.id)).toEqual([]);
    expect(writes.history.list('properties', listing.id).map((entry) => entry.action)).toEqual(['delete', 'create']);
  });
});
