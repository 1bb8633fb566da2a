import Fastify, { type FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { publicObjectUrl, type ImageStore } from '../../src/shared/firebase/imageUpload';
import { OPENIMMO_HOLDINGS_COLLECTION, OPENIMMO_SENT_COLLECTION } from '../../src/shared/firebase/serverCollections';
import { STAFF_COLLECTION } from '../../src/shared/firebase/staffList';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { storageImages } from '../exposePdf/pdfImages';
import { buildExport } from './exportDocument';
import type { ListingRecord } from './exportListing';
import { importOpenImmo } from './importFile';
import { ImportRefused } from './importRefused';
import { transferToPortal } from './portalTransfer';
import type { Portal } from './transferSource';
import { startFtpServer, type TestServer } from '../../test-support/openimmo/ftpServer';
import { attribute, child, children, decodeXml, parseXml, textAt } from './xmlReader';
import { readZip } from './zipReader';
import { firebaseOpenImmo, firestoreTransferDeps } from './firestoreOpenImmo';
import { firestoreImportTarget } from './firestoreImport';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { firebaseStaffGuard } from '../auth/firebaseStaffGuard';
import { idTokenVerifier } from '../auth/firebaseStaffToken';

/**
 * OpenImmo in Firebase mode on the in-memory Firestore (the Firestore emulator needs Java 21, docs/firebase.md): real
 * transfers to the in-process FTP server, the import into Firestore with the visitor copies, and the pictures in a
 * bucket kept in memory, which storageImages reads through its fetch (the server's own code path, minus the network).
 */
const PASSWORD = 'geheim-portal-1';
const BUCKET = 'demo-rheinkontor.firebasestorage.app';
const PORTAL_PASSWORDS = { PORTAL_TEST_PASSWORD: PASSWORD };

let firestore: MemoryFirestore;
let data: LivePublicData;
let bucket: Map<string, Blob>;
let ftp: TestServer;
/** The contact person of every listing here. */
let annaId: string;

const staff = () => createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
const docs = (collection: string) =>
  [...(firestore.collections.get(collection)?.entries() ?? [])].map(
    ([id, fields]) => ({ id, ...fields }) as Record<string, unknown> & { id: string },
  );

/** Cloud Storage in memory: the paths the dashboard's layout uses, the public URLs storage.rules serve. */
const memoryBucket = (): ImageStore => ({
  async put(path, blob) {
    bucket.set(path, blob);
    return publicObjectUrl(BUCKET, path);
  },
  async remove(path) {
    bucket.delete(path);
  },
});
/** What a GET of such a URL answers. */
const bucketFetch = (async (url: URL) => {
  const path = decodeURIComponent(url.pathname.split('/o/')[1] ?? '');
  const blob = bucket.get(path);
  return blob ? new Response(blob) : new Response('', { status: 404 });
}) as unknown as typeof fetch;

const deps = () => firestoreTransferDeps(firestore, data, storageImages(bucketFetch), PORTAL_PASSWORDS);
const importTarget = () => firestoreImportTarget(firestore, data, memoryBucket());
const jpeg = (colour: string) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function listing(title: string, objectNumber: string) {
  const picture = await importTarget().storePicture(await jpeg('#6b8e23'));
  const created = await staff().create('properties', {
    data: offer(title, { objectNumber, portals: ['immoscout24'], contactPerson: annaId, images: [{ ...picture.image, alt: title }] }),
  });
  return created.data as unknown as ListingRecord;
}

async function portal(): Promise<Portal> {
  const data = {
    name: 'ImmoScout24',
    channel: 'immoscout24',
    protocol: 'ftp',
    host: '127.0.0.1',
    port: ftp.port,
    username: 'makler',
    passwordEnv: 'PORTAL_TEST_PASSWORD',
    anid: 'OTEST123',
    scope: 'teil',
    active: true,
  };
  return (await staff().create('portals', { data })).data as unknown as Portal;
}

/** Each ZIP on the FTP server, oldest first: its umfang, its listings with their aktion, and its pictures. */
async function arrived() {
  return Promise.all(
    readdirSync(ftp.root)
      .sort()
      .map(async (name) => {
        const files = await readZip(readFileSync(join(ftp.root, name)));
        const { node } = parseXml(decodeXml(files.get('openimmo.xml')!));
        return {
          umfang: attribute(child(node, 'uebertragung'), 'umfang'),
          listings: children(child(node, 'anbieter'), 'immobilie')
            .map((immobilie) => ({
              objectNumber: textAt(immobilie, 'verwaltung_techn', 'objektnr_extern'),
              aktion: attribute(child(child(immobilie, 'verwaltung_techn'), 'aktion'), 'aktionart') ?? '',
              title: textAt(immobilie, 'freitexte', 'objekttitel'),
            }))
            .sort((a, b) => String(a.objectNumber).localeCompare(String(b.objectNumber))),
          pictures: [...files.keys()].filter((path) => path.startsWith('bilder/')).length,
        };
      }),
  );
}

beforeEach(async () => {
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  bucket = new Map();
  ftp = await startFtpServer('makler', PASSWORD);
  await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
  annaId = String((await staff().create('team', { data: teamMember('Anna Berger', 1) })).data.id);
});
afterEach(async () => {
  data.close();
  await ftp.close();
});

describe('OpenImmo transfers in Firebase mode', () => {
  it('send VOLL, then TEIL with exactly the edit and the deletion, with the pictures from Cloud Storage, and log them in Firestore', async () => {
    const [first, second] = [
      await listing('Altbau in Sülz', 'RK-1'),
      await listing('Loft in Ehrenfeld', 'RK-2'),
      await listing('Villa in Hahnwald', 'RK-3'),
    ];
    const target = await portal();
    expect(await transferToPortal(target, deps(), 'von Hand', 'VOLL')).toMatchObject({ ran: true, status: 'success' });

    await staff().update('properties', { id: first.id, data: { ...first, title: 'Altbau in Sülz – neu renoviert' }, previousData: first });
    await staff().delete('properties', { id: second.id, previousData: second });
    expect(await transferToPortal(target, deps(), 'nach Änderungen')).toMatchObject({ ran: true, status: 'success' });
    // Nothing changed since: TEIL uploads nothing.
    expect(await transferToPortal(target, deps(), 'nach Änderungen')).toMatchObject({ ran: true, status: 'success' });

    expect(await arrived()).toEqual([
      {
        umfang: 'VOLL',
        listings: [
          { objectNumber: 'RK-1', aktion: '', title: 'Altbau in Sülz' },
          { objectNumber: 'RK-2', aktion: '', title: 'Loft in Ehrenfeld' },
          { objectNumber: 'RK-3', aktion: '', title: 'Villa in Hahnwald' },
        ],
        pictures: 3,
      },
      {
        umfang: 'TEIL',
        listings: [
          { objectNumber: 'RK-1', aktion: 'CHANGE', title: 'Altbau in Sülz – neu renoviert' },
          { objectNumber: 'RK-2', aktion: 'DELETE', title: 'Loft in Ehrenfeld' },
        ],
        pictures: 1,
      },
    ]);
    const log = await deps().ledger.recent(10);
    expect(
      log.map(({ portalName, umfang, status, listings, changes, deletions, error }) => ({
        portalName,
        umfang,
        status,
        listings,
        changes,
        deletions,
        error,
      })),
    ).toEqual([
      { portalName: 'ImmoScout24', umfang: 'TEIL', status: 'success', listings: 0, changes: 0, deletions: 0, error: null },
      { portalName: 'ImmoScout24', umfang: 'TEIL', status: 'success', listings: 2, changes: 1, deletions: 1, error: null },
      { portalName: 'ImmoScout24', umfang: 'VOLL', status: 'success', listings: 3, changes: 3, deletions: 0, error: null },
    ]);
    // The portal holds the two listings of the last transfer; earlier transfers' sets are gone.
    const holdings = docs(OPENIMMO_HOLDINGS_COLLECTION);
    expect(holdings).toEqual([expect.objectContaining({ id: target.id, transferId: log[0].id })]);
    expect(docs(OPENIMMO_SENT_COLLECTION).map((doc) => [doc.transferId, doc.propertyId])).toEqual([
      [log[0].id, first.id],
      [log[0].id, expect.any(String)],
    ]);
  }, 60_000);

  it('log a refusal with the server’s words and leave what the portal holds as it was', async () => {
    await listing('Altbau in Sülz', 'RK-1');
    const target = await portal();
    expect(await transferToPortal(target, { ...deps(), portalPasswords: {} }, 'von Hand', 'VOLL')).toMatchObject({
      ran: true,
      status: 'failed',
    });
    expect((await deps().ledger.recent(1))[0]).toMatchObject({
      status: 'failed',
      error: 'Die Umgebungsvariable PORTAL_TEST_PASSWORD mit dem Passwort ist auf dem Server nicht gesetzt.',
    });
    expect(docs(OPENIMMO_HOLDINGS_COLLECTION)).toEqual([]);
    expect(readdirSync(ftp.root)).toEqual([]);
  }, 60_000);

  it('run once when two Cloud Run instances start the same transfer: the lease is a Firestore document', async () => {
    await listing('Altbau in Sülz', 'RK-1');
    const target = await portal();
    // Two instances: each its own ledger and lease object on the same Firestore.
    const outcomes = await Promise.all([
      transferToPortal(target, deps(), 'Instanz A', 'VOLL'),
      transferToPortal(target, deps(), 'Instanz B', 'VOLL'),
    ]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ran)).toEqual({ ran: false, reason: 'Eine Übertragung an dieses Portal läuft bereits.' });
    expect(readdirSync(ftp.root)).toHaveLength(1);
    expect(await deps().ledger.recent(10)).toHaveLength(1);
  }, 60_000);
});

/** A ZIP as our own export writes it, of these listings (VOLL). */
async function exportedZip(records: ListingRecord[]) {
  const source = await deps().source.exportSource();
  return (
    await buildExport(
      records.map((record) => ({ record, aktion: '' })),
      source,
      { anid: 'OTEST123', umfang: 'VOLL', webp: false },
    )
  ).zip;
}

describe('the OpenImmo import in Firebase mode', () => {
  it('writes the listings with their visitor copies in one batch, and their pictures to Cloud Storage in the dashboard’s layout', async () => {
    const published = await listing('Altbau in Sülz', 'RK-1');
    const zip = await exportedZip([
      published,
      { ...published, id: 'neu0000000000000000001', objectNumber: 'RK-NEU', title: 'Neu aus der Maklersoftware' },
    ]);
    // Staff changed the title meanwhile; the file brings the old one back, to the record and to what visitors see.
    await staff().update('properties', { id: published.id, data: { ...published, title: 'Zwischenstand' }, previousData: published });
    const before = bucket.size;

    const report = await importOpenImmo(zip, {
      target: importTarget(),
      by: 'redaktion@rheinkontor-immobilien.de',
      author: { staffId: 'anna-uid', name: 'Anna Berger' },
    });
    expect(report.listings.map(({ objectNumber, outcome }) => ({ objectNumber, outcome }))).toEqual([
      { objectNumber: 'RK-1', outcome: 'aktualisiert' },
      { objectNumber: 'RK-NEU', outcome: 'angelegt' },
    ]);
    const properties = docs('properties');
    const created = properties.find((doc) => doc.objectNumber === 'RK-NEU')!;
    expect(created).toMatchObject({
      title: 'Neu aus der Maklersoftware',
      published: false,
      contactPerson: annaId,
      createdBy: 'redaktion@rheinkontor-immobilien.de',
    });
    expect(created._keywords).toEqual(expect.arrayContaining(['neu', 'maklersoftware']));
    // Visitors see the updated listing's title; the new one waits unpublished, without a visitor copy.
    expect(docs('properties_public').map(({ id, title }) => ({ id, title }))).toEqual([{ id: published.id, title: 'Altbau in Sülz' }]);
    // The Verlauf of both names the importing member of staff, field by field, in the same batch.
    expect(docs(`properties/${created.id}/history`)).toEqual([
      expect.objectContaining({
        action: 'create',
        authorId: 'anna-uid',
        authorName: 'Anna Berger',
        changes: expect.arrayContaining([{ field: 'title', from: null, to: 'Neu aus der Maklersoftware' }]),
      }),
    ]);
    expect(docs(`properties/${published.id}/history`)).toContainEqual(
      expect.objectContaining({
        action: 'update',
        authorId: 'anna-uid',
        changes: expect.arrayContaining([{ field: 'title', from: 'Zwischenstand', to: 'Altbau in Sülz' }]),
      }),
    );
    const [picture] = created.images as { src: string; srcset: string }[];
    expect(picture.src).toMatch(
      new RegExp(`^https://firebasestorage\\.googleapis\\.com/v0/b/${BUCKET}/o/media%2F[0-9a-f]{32}%2F480\\.webp\\?alt=media$`),
    );
    const paths = [...bucket.keys()].slice(before);
    expect(paths).toHaveLength(2);
    for (const path of paths) expect(path).toMatch(/^media\/[0-9a-f]{32}\/480\.webp$/);
    expect(bucket.get(paths[0])!.type).toBe('image/webp');
  }, 60_000);

  it('changes nothing for a hostile file or one larger than a Firestore batch, and says why in German', async () => {
    const published = await listing('Altbau in Sülz', 'RK-1');
    const snapshot = () => JSON.stringify([...firestore.collections].map(([name, collection]) => [name, [...collection]]));
    const before = { firestore: snapshot(), bucket: [...bucket.keys()] };

    const hostile = Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><openimmo>&e;</openimmo>');
    await expect(importOpenImmo(hostile, { target: importTarget(), by: null })).rejects.toThrow(ImportRefused);

    const many = Array.from({ length: 126 }, (_, index) => ({
      ...published,
      id: `viele${String(index).padStart(17, '0')}`,
      objectNumber: `RK-V${index}`,
    }));
    const tooLarge = importOpenImmo(await exportedZip(many), { target: importTarget(), by: null });
    await expect(tooLarge).rejects.toThrow(
      'Die Datei enthält 126 Objekte; in einem Schritt lassen sich höchstens 125 importieren (Firestore schreibt höchstens 500 Dokumente auf einmal). Bitte teilen Sie die Datei auf.',
    );
    expect({ firestore: snapshot(), bucket: [...bucket.keys()] }).toEqual(before);
  }, 120_000);
});

describe('the OpenImmo routes in Firebase mode', () => {
  it('admit staff with their Firebase ID token: import, download, transfer now, transfer log', async () => {
    const pair = await generateKeyPair('RS256');
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256' }] });
    const token = (key: CryptoKey) =>
      new SignJWT({
        iss: 'https://securetoken.google.com/demo-rheinkontor',
        aud: 'demo-rheinkontor',
        sub: 'anna-uid',
        auth_time: Math.floor(Date.now() / 1000) - 60,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    await firestore.commit([
      {
        kind: 'set',
        collection: STAFF_COLLECTION,
        id: 'anna-uid',
        fields: { email: 'anna@rheinkontor-immobilien.de', name: 'Anna Berger', role: 'admin' },
        meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
      },
    ]);
    const app: FastifyInstance = Fastify({ logger: false });
    const requireStaff = firebaseStaffGuard({ verify: idTokenVerifier({ projectId: 'demo-rheinkontor', keys }), staffList: firestore });
    await firebaseOpenImmo(app, {
      portalPasswords: PORTAL_PASSWORDS,
      debounceMs: 600_000,
      port: firestore,
      serverAccount: true,
      data,
      images: memoryBucket(),
      imageBytes: storageImages(bucketFetch),
      requireStaff,
      log: app.log,
    });
    try {
      const published = await listing('Altbau in Sülz', 'RK-1');
      const target = await portal();
      const bearer = { authorization: `Bearer ${await token(pair.privateKey)}` };

      expect((await app.inject({ method: 'GET', url: '/api/openimmo/transfers' })).statusCode).toBe(401);
      const forged = await app.inject({
        method: 'GET',
        url: '/api/openimmo/transfers',
        headers: { authorization: `Bearer ${await token((await generateKeyPair('RS256')).privateKey)}` },
      });
      expect(forged.statusCode).toBe(401);

      const imported = await app.inject({
        method: 'POST',
        url: '/api/openimmo/import?dryRun=true',
        payload: await exportedZip([{ ...published, id: 'neu0000000000000000001', objectNumber: 'RK-NEU', title: 'Probe' }]),
        headers: { ...bearer, 'content-type': 'application/zip' },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ dryRun: true, listings: [{ objectNumber: 'RK-NEU', outcome: 'angelegt' }] });
      expect(docs('properties').map((doc) => doc.objectNumber)).toEqual(['RK-1']);

      const transferred = await app.inject({ method: 'POST', url: `/api/portals/${target.id}/transfer?umfang=VOLL`, headers: bearer });
      expect(transferred.statusCode, transferred.body).toBe(200);
      expect(transferred.json()).toMatchObject({ portalName: 'ImmoScout24', umfang: 'VOLL', status: 'success', listings: 1 });

      // The download reads Firestore with the server's account, as a transfer does: the published listing in the XML.
      const exported = await app.inject({ method: 'GET', url: '/api/openimmo/export', headers: bearer });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-type']).toBe('application/zip');
      expect(decodeXml((await readZip(exported.rawPayload)).get('openimmo.xml')!)).toContain('<objekttitel>Altbau in Sülz</objekttitel>');
      expect((await app.inject({ method: 'GET', url: '/api/openimmo/export' })).statusCode).toBe(401);

      const overview = await app.inject({ method: 'GET', url: '/api/openimmo/transfers', headers: bearer });
      expect(overview.json()).toEqual({
        portals: [{ id: target.id, name: 'ImmoScout24', passwordEnv: 'PORTAL_TEST_PASSWORD', passwordSet: true }],
        transfers: [expect.objectContaining({ id: transferred.json().id, status: 'success' })],
      });

      // The role matrix holds in Firebase mode too: an editor imports, but portals are the admins'.
      await firestore.commit([
        {
          kind: 'update',
          collection: STAFF_COLLECTION,
          id: 'anna-uid',
          fields: { role: 'editor' },
          meta: { updatedAt: 'now', updatedBy: null },
        },
      ]);
      expect(
        (await app.inject({ method: 'POST', url: `/api/portals/${target.id}/transfer?umfang=VOLL`, headers: bearer })).statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/openimmo/export', headers: bearer })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  }, 60_000);
});
