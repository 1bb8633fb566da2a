import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, inquiry, offer, teamMember } from '../../test-support/firebase/records';
import { findResource, resourceList } from '../../src/shared/resources/registry';
import { validateRecord } from '../../src/shared/resources/validation';
import { openDatabase, type Db } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import { exportData, importData, TransferError, type ExportFile } from './dataTransfer';
import { embeddedTransfer } from './embeddedTransfer';
import { firestoreTransfer } from './firestoreTransfer';

const root = resolve(import.meta.dirname, '../..');
let folders: string[] = [];
const freshDataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'transfer-'));
  folders.push(folder);
  return folder;
};
const openStore = (dataDir: string) => openDatabase(join(dataDir, 'content.sqlite'));

function create(
  store: DocumentStore,
  name: string,
  data: Record<string, unknown>,
  by: string | null = 'anna@rheinkontor-immobilien.de',
  id?: string,
) {
  const result = validateRecord(findResource(name)!, data);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return store.create(name, result.data, by, id);
}

/** An agency's content: every collection, a private field, a singleton, a visitor's inquiry. */
function fill(db: Db) {
  const store = new DocumentStore(db);
  const anna = create(store, 'team', teamMember('Anna Berger', 1));
  create(store, 'team', teamMember('Paul Entwurf', 2, false));
  create(
    store,
    'properties',
    offer('Altbau in Sülz', { contactPerson: anna.id, internalNotes: 'Schlüssel beim Hausmeister', features: ['balkon', 'altbau'] }),
  );
  create(store, 'properties', offer('Verkaufte Villa', { status: 'verkauft', showAsReference: true, district: 'marienburg' }));
  create(store, 'testimonials', {
    author: 'Familie Schmitz',
    text: 'Sehr gute Beratung.',
    rating: 5,
    order: 1,
    published: true,
    date: '2026-02-14',
  });
  create(store, 'numbers', { label: 'vermittelte Immobilien', value: 450, prefix: 'über', order: 1, published: true });
  const asked = create(store, 'inquiries', inquiry('Marie Schmitz'), null);
  create(
    store,
    'withdrawals',
    {
      name: 'Marie Schmitz',
      email: 'kundin@example.de',
      contract: 'Besichtigung',
      inquiry: asked.id,
      receivedOn: '2026-12-02',
      channel: 'online',
    },
    null,
  );
  create(store, 'settings', agency, 'anna@rheinkontor-immobilien.de', 'agency');
}

const withoutTime = ({ exportedAt: _exportedAt, source: _source, ...rest }: ExportFile) => rest;

beforeEach(() => {
  folders = [];
});
afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('data transfer, embedded backend', () => {
  it('exports every collection and imports it into a fresh DATA_DIR with identical records', async () => {
    const source = openStore(freshDataDir());
    fill(source);
    const exported = await exportData(embeddedTransfer(source), resourceList);
    expect(Object.fromEntries(Object.entries(exported.collections).map(([name, records]) => [name, records.length]))).toEqual({
      properties: 2,
      team: 2,
      testimonials: 1,
      numbers: 1,
      inquiries: 1,
      withdrawals: 1,
      settings: 1,
      // Filled by the server's start (server/seed/marketPrices.ts), which this test does not run.
      marketPrices: 0,
      portals: 0,
    });
    const target = openStore(freshDataDir());
    expect(await importData(embeddedTransfer(target), JSON.parse(JSON.stringify(exported)), resourceList)).toMatchObject({
      properties: 2,
      settings: 1,
    });
    const again = await exportData(embeddedTransfer(target), resourceList);
    expect(withoutTime(again)).toEqual(withoutTime(exported));
    expect(new DocumentStore(target).get('properties', exported.collections.properties[0].id)).toEqual(
      new DocumentStore(source).get('properties', exported.collections.properties[0].id),
    );
    source.close();
    target.close();
  });

  it('checks every record first and writes nothing when one is wrong', async () => {
    const source = openStore(freshDataDir());
    fill(source);
    const file = await exportData(embeddedTransfer(source), resourceList);
    file.collections.team[1].data.order = -3;
    file.collections.properties.push({ ...file.collections.properties[0] });
    (file.collections as Record<string, unknown>).kunden = [];
    const target = openStore(freshDataDir());
    const error = await importData(embeddedTransfer(target), file, resourceList).catch((caught) => caught);
    expect(error).toBeInstanceOf(TransferError);
    expect(error.problems).toEqual([
      'Unbekannte Sammlung „kunden“.',
      `properties[2] (${file.collections.properties[0].id}): die Kennung kommt doppelt vor.`,
      `team[1] (${file.collections.team[1].id}): order: Der Wert muss mindestens 0 sein.`,
    ]);
    expect(new DocumentStore(target).count('team') + new DocumentStore(target).count('properties')).toBe(0);
    source.close();
    target.close();
  });

  it('refuses malformed files, ids, times and a second singleton', () => {
    const check = (file: unknown) => importData(embeddedTransfer(openStore(freshDataDir())), file, resourceList);
    const record = {
      id: 'x1',
      data: agency,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      createdBy: null,
      updatedBy: null,
    };
    return Promise.all([
      expect(check([])).rejects.toThrow('kein JSON-Objekt'),
      expect(check({ version: 2, collections: {} })).rejects.toThrow('Unbekannte Export-Version 2'),
      expect(check({ version: 1, collections: { settings: [record] } })).rejects.toThrow('nur den Eintrag „agency“'),
      expect(check({ version: 1, collections: { settings: [{ ...record, id: '../x' }] } })).rejects.toThrow('ungültige Kennung'),
      expect(check({ version: 1, collections: { settings: [{ ...record, id: 'agency', createdAt: 'gestern' }] } })).rejects.toThrow(
        'ungültige Zeitangabe',
      ),
    ]);
  });

  it('does not mix data sets: a non-empty target needs --replace, which then replaces it', async () => {
    const source = openStore(freshDataDir());
    fill(source);
    const file = await exportData(embeddedTransfer(source), resourceList);
    const target = openStore(freshDataDir());
    create(new DocumentStore(target), 'team', teamMember('Alte Kollegin', 9));
    await expect(importData(embeddedTransfer(target), file, resourceList)).rejects.toThrow('team enthält schon 1 Einträge.');
    expect(new DocumentStore(target).count('properties')).toBe(0);
    await importData(embeddedTransfer(target), file, resourceList, { replace: true });
    expect(withoutTime(await exportData(embeddedTransfer(target), resourceList))).toEqual(withoutTime(file));
    source.close();
    target.close();
  });

  it('works as npm run data:export / data:import on the command line', () => {
    const sourceDir = freshDataDir();
    const targetDir = freshDataDir();
    const db = openStore(sourceDir);
    fill(db);
    db.close();
    const file = join(freshDataDir(), 'export.json');
    const run = (script: string, args: string[], dataDir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server/cli', script), ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, BACKEND: '' },
        encoding: 'utf8',
      });

    const exported = run('dataExport.ts', ['--out', file], sourceDir);
    expect(exported.stderr).toBe('');
    expect(exported.stdout).toContain('properties: 2, team: 2');
    const imported = run('dataImport.ts', [file, '--to', 'embedded'], targetDir);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Import nach embedded abgeschlossen');
    const refused = run('dataImport.ts', [file, '--to', 'embedded'], targetDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Import abgelehnt, nichts wurde geschrieben');
    expect(run('dataImport.ts', [file], targetDir).stderr).toContain('--to muss „embedded“ oder „firebase“ sein.');

    const again = join(freshDataDir(), 'again.json');
    run('dataExport.ts', ['--out', again, '--from', 'embedded'], targetDir);
    expect(withoutTime(JSON.parse(readFileSync(again, 'utf8')))).toEqual(withoutTime(JSON.parse(readFileSync(file, 'utf8'))));
  }, 60_000);
});

describe('data transfer, Firestore side (on the in-memory Firestore; the emulator suite repeats it on the real one)', () => {
  it('moves embedded → Firestore → embedded without losing or changing a record', async () => {
    const source = openStore(freshDataDir());
    fill(source);
    const file = await exportData(embeddedTransfer(source), resourceList);
    const firestore = new MemoryFirestore();
    await importData(firestoreTransfer(firestore), file, resourceList);

    // Written as the dashboard writes: keyword index, visitor copies for what visitors may see.
    const altbau = file.collections.properties.find((record) => record.data.title === 'Altbau in Sülz')!;
    expect(firestore.collections.get('properties')!.get(altbau.id)).toMatchObject({
      _keywords: expect.arrayContaining(['sulz']),
      createdAt: altbau.createdAt,
      createdBy: altbau.createdBy,
    });
    expect(firestore.collections.get('properties_public')!.get(altbau.id)).not.toHaveProperty('internalNotes');
    expect(firestore.collections.get('properties_public')!.size).toBe(2);

    const fromFirestore = await exportData(firestoreTransfer(firestore), resourceList);
    expect(fromFirestore.source).toBe('firebase');
    expect(withoutTime(fromFirestore)).toEqual(withoutTime(file));
    const target = openStore(freshDataDir());
    await importData(embeddedTransfer(target), fromFirestore, resourceList);
    expect(withoutTime(await exportData(embeddedTransfer(target), resourceList))).toEqual(withoutTime(file));
    source.close();
    target.close();
  });

  it('replaces a Firestore collection and its visitor copies with --replace', async () => {
    const firestore = new MemoryFirestore();
    await firestore.commit([
      {
        kind: 'set',
        collection: 'properties',
        id: 'alt',
        fields: offer('Alt'),
        meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
      },
      {
        kind: 'set',
        collection: 'properties_public',
        id: 'alt',
        fields: offer('Alt'),
        meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
      },
    ]);
    const source = openStore(freshDataDir());
    fill(source);
    const file = await exportData(embeddedTransfer(source), resourceList);
    await expect(importData(firestoreTransfer(firestore), file, resourceList)).rejects.toThrow('properties enthält schon 1 Einträge.');
    await importData(firestoreTransfer(firestore), file, resourceList, { replace: true });
    expect(firestore.collections.get('properties')!.has('alt')).toBe(false);
    expect(firestore.collections.get('properties_public')!.has('alt')).toBe(false);
    expect(firestore.collections.get('properties')!.size).toBe(2);
    source.close();
  });

  it('keeps an export file in the documented shape', async () => {
    const db = openStore(freshDataDir());
    fill(db);
    const file = await exportData(embeddedTransfer(db), resourceList, new Date('2026-05-01T12:00:00.000Z'));
    expect(file).toMatchObject({ version: 1, exportedAt: '2026-05-01T12:00:00.000Z', source: 'embedded' });
    expect(file.collections.settings).toEqual([
      {
        id: 'agency',
        data: expect.objectContaining({ companyName: 'Rheinkontor Immobilien GmbH' }),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        createdBy: 'anna@rheinkontor-immobilien.de',
        updatedBy: 'anna@rheinkontor-immobilien.de',
      },
    ]);
    expect(Object.keys(file.collections.team[0]).sort()).toEqual(['createdAt', 'createdBy', 'data', 'id', 'updatedAt', 'updatedBy']);
    db.close();
  });
});
