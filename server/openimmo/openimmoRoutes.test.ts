import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, TransferLogEntry, TransfersOverview } from '../../src/shared/openimmo/openimmoApi';
import { properties } from '../../src/shared/resources/properties';
import { agency } from '../../test-support/firebase/records';
import { DocumentStore } from '../db/documentStore';
import { mediaFolderImages } from '../exposePdf/pdfImages';
import { MEDIA_DIR } from '../ops/backup';
import { build, type TestApp } from '../../test-support/server/build';
import { buildExport } from './exportDocument';
import type { ListingRecord } from './exportListing';
import { exportSource, publishedOffers } from './sqliteSource';
import { startFtpServer, type TestServer } from '../../test-support/openimmo/ftpServer';
import { seededInstance } from '../../test-support/openimmo/instance';
import { startSftpServer } from '../../test-support/openimmo/sftpServer';
import { zerosZip } from '../../test-support/openimmo/zipOf';
import { attribute, child, children, decodeXml, parseXml, textAt } from './xmlReader';
import { readZip } from './zipReader';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'geheim-portal-2';

let testApp: TestApp;
let store: DocumentStore;
let cookie: string;
/** Two of the seed's published offers, and the OpenImmo ZIP the project's own export makes of them. */
let offers: ListingRecord[];
let zip: Buffer;
let ftp: TestServer;

type Method = 'GET' | 'POST' | 'PUT';
const request = (
  method: Method,
  url: string,
  options: { payload?: Buffer | string | object; headers?: Record<string, string>; signedIn?: boolean } = {},
) =>
  testApp.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { origin: ORIGIN, ...(options.signedIn === false ? {} : { cookie }), ...options.headers },
  });
const importFile = (body: Buffer | string, query = '', type = 'application/zip') =>
  request('POST', `/api/openimmo/import${query}`, { payload: body, headers: { 'content-type': type } });
const listingCount = () => store.count(properties.name);

beforeAll(async () => {
  const source = await seededInstance();
  try {
    offers = publishedOffers(source.store).slice(0, 2);
    ({ zip } = await buildExport(
      offers.map((record) => ({ record, aktion: '' })),
      exportSource(source.store, mediaFolderImages(source.mediaDir)),
      { anid: 'OKOLLEGE', umfang: 'VOLL', webp: false },
    ));
  } finally {
    source.close();
  }
  testApp = await build({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORTAL_TEST_PASSWORD: PASSWORD } });
  store = new DocumentStore(testApp.app.db);
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // The export's anbieter block needs the agency's data.
  expect((await request('PUT', '/api/settings/agency', { payload: agency })).statusCode).toBe(200);
  ftp = await startFtpServer('makler', PASSWORD);
}, 300_000);

afterAll(async () => {
  await ftp?.close();
  await testApp?.close();
});

async function createPortal(fields: Record<string, unknown>) {
  const payload = {
    name: 'Testportal',
    channel: 'immoscout24',
    protocol: 'ftp',
    host: '127.0.0.1',
    username: 'makler',
    passwordEnv: 'PORTAL_TEST_PASSWORD',
    anid: 'ORHK1',
    scope: 'teil',
    ...fields,
  };
  const created = await request('POST', '/api/portals', { payload });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}

const transfer = (portalId: string, umfang = '') =>
  request('POST', `/api/portals/${portalId}/transfer${umfang ? `?umfang=${umfang}` : ''}`);

describe('the OpenImmo routes', () => {
  it('are for staff only, and a refused import stores nothing', async () => {
    const attempts = [
      ['POST', '/api/openimmo/import'],
      ['POST', '/api/portals/unbekannt/transfer'],
      ['GET', '/api/openimmo/transfers'],
      ['GET', '/api/openimmo/export'],
    ] as const;
    for (const [method, url] of attempts) {
      const response = await request(method, url, {
        signedIn: false,
        payload: method === 'POST' ? zip : undefined,
        headers: method === 'POST' ? { 'content-type': 'application/zip' } : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Bitte melden Sie sich an.');
    }
    expect(listingCount()).toBe(0);
  });

  it('runs a dry run of a ZIP from the project’s own export: the report, and nothing stored', async () => {
    const media = () => readdirSync(join(testApp.dataDir, MEDIA_DIR));
    const before = media();
    const response = await importFile(zip, '?dryRun=1');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report).toMatchObject({ umfang: 'VOLL', dryRun: true });
    expect(report.listings.map(({ objectNumber, title, outcome }) => ({ objectNumber, title, outcome }))).toEqual(
      offers.map((record) => ({ objectNumber: record.objectNumber, title: record.title, outcome: 'angelegt' })),
    );
    expect(listingCount()).toBe(0);
    expect(media()).toEqual(before);
  });

  it('imports the ZIP: one report line per listing, the listings stored unpublished', async () => {
    const response = await importFile(zip);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report.dryRun).toBe(false);
    expect(report.listings.map((listing) => listing.outcome)).toEqual(['angelegt', 'angelegt']);
    // The team is not part of OpenImmo: this office has none of the sender's contact persons yet.
    for (const listing of report.listings) expect(listing.warnings).toEqual([expect.stringContaining('ist nicht im Team')]);

    const listed = (await request('GET', '/api/properties')).json() as (ListingRecord & { id: string })[];
    expect(
      listed
        .map(({ objectNumber, title, published }) => ({ objectNumber, title, published }))
        .sort((a, b) => String(a.objectNumber).localeCompare(String(b.objectNumber))),
    ).toEqual(
      offers
        .map(({ objectNumber, title }) => ({ objectNumber, title, published: false }))
        .sort((a, b) => String(a.objectNumber).localeCompare(String(b.objectNumber))),
    );
    expect(listed.every((listing) => listing.images.length > 0)).toBe(true);

    // The same file again updates instead of duplicating.
    expect((await importFile(zip)).json().listings.map((listing: { outcome: string }) => listing.outcome)).toEqual([
      'aktualisiert',
      'aktualisiert',
    ]);
    expect(listingCount()).toBe(2);
  }, 60_000);

  it('refuses hostile files with a German reason and stores nothing', async () => {
    const before = (await request('GET', '/api/properties')).body;
    const xxe = `<?xml version="1.0"?><!DOCTYPE openimmo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><openimmo>&xxe;</openimmo>`;
    const refusedXml = await importFile(xxe, '', 'application/xml');
    expect(refusedXml.statusCode).toBe(422);
    expect(refusedXml.json().message).toMatch(/^Import abgewiesen, nichts wurde gespeichert: .*DTD/);
    expect(refusedXml.body).not.toContain('root:');

    // The export's ZIP with one picture's entry renamed to climb out of the archive (same length, so the ZIP stays readable).
    const picture = [...(await readZip(zip)).keys()].find((name) => name.startsWith('bilder/'))!;
    const climbing = `../${picture.slice(3)}`;
    const evil = Buffer.from(zip.toString('latin1').replaceAll(picture, climbing), 'latin1');
    const refusedZip = await importFile(evil);
    expect(refusedZip.statusCode).toBe(422);
    expect(refusedZip.json().message).toMatch(/^Import abgewiesen, nichts wurde gespeichert: .*\.\.\//);

    // 60 entries of 1 MB of zeros each, in a few kB: none over the single-entry ratio check, together a bomb.
    const bomb = await importFile(await zerosZip('<?xml version="1.0"?><openimmo/>', 60));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().message).toBe(
      'Import abgewiesen, nichts wurde gespeichert: Die ZIP-Datei ist auffällig stark gepackt oder entpackt zu groß (ZIP-Bombe?) und wurde abgewiesen.',
    );

    const empty = await importFile(Buffer.alloc(0));
    expect(empty.statusCode).toBe(415);
    expect(empty.json().message).toBe('Bitte senden Sie die OpenImmo-Datei (ZIP oder XML) als Inhalt der Anfrage.');
    expect((await request('GET', '/api/properties')).body).toBe(before);
  });

  it('refuses a body beyond 200 MB with 413 before reading it', async () => {
    const tooLarge = await request('POST', '/api/openimmo/import', {
      payload: Buffer.alloc(16),
      headers: { 'content-type': 'application/zip', 'content-length': String(200 * 1024 * 1024 + 1) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(
      'Die Datei ist zu groß: Eine OpenImmo-Datei darf höchstens 200 MB haben. Es wurde nichts gespeichert.',
    );
    expect(listingCount()).toBe(2);
  });

  it('transfers the imported listings to a real FTP server: VOLL on request, then TEIL with only what changed', async () => {
    // Staff publish the imported listings and choose the portal for them.
    for (const record of store.list(properties.name, { conditions: [], sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: -1 })
      .data) {
      store.update(properties.name, record.id, { ...record, published: true, portals: ['immoscout24'] }, 'test');
    }
    const portal = await createPortal({ name: 'ImmoScout24 (Test)', port: ftp.port });

    const voll = await transfer(portal.id, 'VOLL');
    expect(voll.statusCode, voll.body).toBe(200);
    expect(voll.json()).toMatchObject({
      portalId: portal.id,
      portalName: 'ImmoScout24 (Test)',
      umfang: 'VOLL',
      status: 'success',
      listings: 2,
      error: null,
    });
    expect(await uploaded(ftp, voll.json().fileName)).toEqual({ umfang: 'VOLL', aktionen: ['', ''] });

    // Without umfang the portal's own setting (TEIL): nothing changed, nothing uploaded.
    const nothing = await transfer(portal.id);
    expect(nothing.json()).toMatchObject({ umfang: 'TEIL', status: 'success', listings: 0, fileName: null });

    const [first] = store.list(properties.name, { conditions: [], sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1 }).data;
    store.update(properties.name, first.id, { ...first, title: `${String(first.title)} – frisch renoviert` }, 'test');
    const teil = await transfer(portal.id, 'TEIL');
    expect(teil.json()).toMatchObject({ umfang: 'TEIL', status: 'success', listings: 1, changes: 1, deletions: 0 });
    expect(await uploaded(ftp, teil.json().fileName)).toEqual({ umfang: 'TEIL', aktionen: ['CHANGE'] });
    expect(readdirSync(ftp.root).sort()).toEqual([voll.json().fileName, teil.json().fileName].sort());
  }, 60_000);

  it('downloads the ZIP of all published offers, or what one portal would get, without changing what the portal holds', async () => {
    const all = await request('GET', '/api/openimmo/export');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toBe('application/zip');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="openimmo-\d{4}-\d{2}-\d{2}-voll\.zip"$/);
    const xml = parseXml(decodeXml((await readZip(all.rawPayload)).get('openimmo.xml')!)).node;
    const titles = children(child(xml, 'anbieter'), 'immobilie').map((immobilie) => textAt(immobilie, 'freitexte', 'objekttitel'));
    const published = store
      .list(properties.name, { conditions: [], sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: -1 })
      .data.filter((record) => record.published);
    expect(published).toHaveLength(2);
    expect(titles.sort()).toEqual(published.map((record) => String(record.title)).sort());

    // One listing changed since the portal's last transfer: its TEIL file holds that change, and downloading it twice
    // gives it twice, since a download is no transfer.
    const portal = (await request('GET', '/api/openimmo/transfers'))
      .json()
      .portals.find((candidate: { name: string }) => candidate.name === 'ImmoScout24 (Test)');
    const [, second] = published;
    store.update(properties.name, second.id, { ...second, title: `${String(second.title)} mit Stellplatz` }, 'test');
    for (let round = 0; round < 2; round++) {
      const teil = await request('GET', `/api/openimmo/export?portal=${portal.id}&umfang=TEIL`);
      expect(teil.statusCode, teil.body).toBe(200);
      expect(teil.headers['content-disposition']).toMatch(/filename="openimmo-immoscout24-test-\d{4}-\d{2}-\d{2}-teil\.zip"/);
      const changes = children(
        child(parseXml(decodeXml((await readZip(teil.rawPayload)).get('openimmo.xml')!)).node, 'anbieter'),
        'immobilie',
      );
      expect(changes.map((immobilie) => textAt(immobilie, 'freitexte', 'objekttitel'))).toEqual([`${String(second.title)} mit Stellplatz`]);
    }

    for (const [query, status, message] of [
      ['?umfang=TEIL', 400, 'Nur Änderungen (TEIL) gibt es nur gegenüber einem Portal: Bitte wählen Sie ein Portal.'],
      ['?umfang=ALLES', 400, 'Der Umfang ist VOLL (alles) oder TEIL (nur Änderungen).'],
      ['?portal=gibt-es-nicht', 404, 'Dieses Portal gibt es nicht.'],
    ] as const) {
      const refused = await request('GET', `/api/openimmo/export${query}`);
      expect(refused.statusCode, query).toBe(status);
      expect(refused.json().message).toBe(message);
    }
  }, 60_000);

  it('transfers over SFTP to a real SSH server whose fingerprint the portal record names', async () => {
    const sftp = await startSftpServer('makler', PASSWORD);
    try {
      const invalid = await request('POST', '/api/portals', {
        payload: {
          name: 'SFTP',
          channel: 'immowelt',
          protocol: 'sftp',
          host: '127.0.0.1',
          username: 'makler',
          passwordEnv: 'PORTAL_TEST_PASSWORD',
          anid: 'X',
          scope: 'teil',
          hostKey: 'ssh-ed25519 AAAA',
        },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors.hostKey).toBe(
        'Bitte den SHA256-Fingerabdruck angeben, wie ssh-keygen ihn ausgibt (SHA256: und 43 Zeichen).',
      );

      const portal = await createPortal({ name: 'Immowelt (SFTP)', protocol: 'sftp', port: sftp.port, hostKey: sftp.fingerprint });
      const response = await transfer(portal.id, 'VOLL');
      expect(response.json()).toMatchObject({ portalName: 'Immowelt (SFTP)', umfang: 'VOLL', status: 'success', listings: 2 });
      expect(readdirSync(sftp.root)).toEqual([response.json().fileName]);

      const unpinned = await createPortal({ name: 'Immowelt (ohne Fingerabdruck)', protocol: 'sftp', port: sftp.port });
      const refused = await transfer(unpinned.id, 'VOLL');
      expect(refused.json()).toMatchObject({
        status: 'failed',
        fileName: null,
        error: expect.stringContaining('Bitte tragen Sie im Portal den SHA256-Fingerabdruck des Servers ein'),
      });
      expect(readdirSync(sftp.root)).toHaveLength(1);
    } finally {
      await sftp.close();
    }
  }, 60_000);

  it('answers an unknown portal with 404 in German', async () => {
    for (const id of ['gibt-es-nicht', '../../etc']) {
      const response = await transfer(encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Dieses Portal gibt es nicht.');
    }
  });

  it('shows the transfer log with each run’s status and whether each portal’s password is set', async () => {
    const wrong = await createPortal({ name: 'Falsches Passwort', port: ftp.port, username: 'jemand-anderes' });
    expect((await transfer(wrong.id, 'VOLL')).json()).toMatchObject({ status: 'failed', error: expect.stringContaining('530') });
    const unset = await createPortal({ name: 'Ohne Passwort', port: ftp.port, passwordEnv: 'PORTAL_NICHT_GESETZT_PASSWORD' });

    const response = await request('GET', '/api/openimmo/transfers');
    expect(response.statusCode).toBe(200);
    const overview = response.json() as TransfersOverview;
    expect(overview.portals.find((portal) => portal.id === unset.id)).toEqual({
      id: unset.id,
      name: 'Ohne Passwort',
      passwordEnv: 'PORTAL_NICHT_GESETZT_PASSWORD',
      passwordSet: false,
    });
    expect(overview.portals.find((portal) => portal.id === wrong.id)?.passwordSet).toBe(true);
    expect(response.body).not.toContain(PASSWORD);
    const summary = (entry: TransferLogEntry) => `${entry.portalName} ${entry.umfang} ${entry.status}`;
    // Newest first.
    expect(overview.transfers.map(summary)).toEqual([
      'Falsches Passwort VOLL failed',
      'Immowelt (ohne Fingerabdruck) VOLL failed',
      'Immowelt (SFTP) VOLL success',
      'ImmoScout24 (Test) TEIL success',
      'ImmoScout24 (Test) TEIL success',
      'ImmoScout24 (Test) VOLL success',
    ]);
    expect(overview.transfers.every((entry) => entry.finishedAt !== null && entry.reason === 'von Hand („Jetzt übertragen“)')).toBe(true);
  }, 60_000);

  it('takes only PORTAL_<NAME>_PASSWORD as a portal’s password variable: nothing else is saved, read, sent or reported', async () => {
    for (const passwordEnv of [
      'ADMIN_PASSWORD',
      'SMTP_URL',
      'FIREBASE_MAIL_PASSWORD',
      'PORTAL_PASSWORD',
      'PORTAL_test_PASSWORD',
      'PORTAL_X_PASSWORD_2',
    ]) {
      const refused = await request('POST', '/api/portals', {
        payload: {
          name: 'Köder',
          channel: 'immoscout24',
          protocol: 'ftp',
          host: '127.0.0.1',
          username: 'makler',
          passwordEnv,
          anid: 'X',
          scope: 'teil',
        },
      });
      expect(refused.statusCode, passwordEnv).toBe(400);
      expect(refused.json().errors.passwordEnv).toBe(
        'Bitte geben Sie einen Namen der Form PORTAL_NAME_PASSWORD an (Großbuchstaben, Ziffern und Unterstriche), z. B. PORTAL_IMMOWELT_PASSWORD.',
      );
    }

    // A record saved before the rule (or written past the API) names the administrator's password, for a host that takes it.
    const attacker = await startFtpServer('makler', ADMIN.password);
    try {
      const fields = {
        name: 'Alter Eintrag',
        channel: 'immoscout24',
        protocol: 'ftp',
        host: '127.0.0.1',
        port: attacker.port,
        username: 'makler',
        passwordEnv: 'ADMIN_PASSWORD',
        hostKey: null,
        directory: null,
        anid: 'X',
        scope: 'voll',
        acceptsWebp: false,
        takesReferences: false,
        active: true,
      };
      const legacy = store.create('portals', fields, 'test');
      const response = await transfer(legacy.id, 'VOLL');
      expect(response.json()).toMatchObject({
        status: 'failed',
        fileName: null,
        error:
          'Die Umgebungsvariable für das Passwort muss PORTAL_NAME_PASSWORD heißen (Großbuchstaben, Ziffern und Unterstriche); bitte korrigieren Sie das Portal. Es wurde nichts übertragen.',
      });
      expect(readdirSync(attacker.root)).toEqual([]);

      const overview = (await request('GET', '/api/openimmo/transfers')).json() as TransfersOverview;
      expect(overview.portals.find((portal) => portal.id === legacy.id)?.passwordSet).toBe(false);

      // Editing it shows the rule's message until the name is corrected.
      const edited = await request('PUT', `/api/portals/${legacy.id}`, { payload: fields });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().errors.passwordEnv).toContain('PORTAL_NAME_PASSWORD');
    } finally {
      await attacker.close();
    }
  }, 60_000);
});

/** The OpenImmo document of an uploaded ZIP: its umfang and each listing's aktion. */
async function uploaded(server: TestServer, fileName: string) {
  const files = await readZip(readFileSync(join(server.root, fileName)));
  const { node } = parseXml(decodeXml(files.get('openimmo.xml')!));
  return {
    umfang: attribute(child(node, 'uebertragung'), 'umfang'),
    aktionen: children(child(node, 'anbieter'), 'immobilie').map(
      (immobilie) => attribute(child(child(immobilie, 'verwaltung_techn'), 'aktion'), 'aktionart') ?? '',
    ),
  };
}
