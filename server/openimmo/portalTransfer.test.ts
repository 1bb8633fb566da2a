import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portals } from '../../src/shared/resources/portals';
import { properties } from '../../src/shared/resources/properties';
import { mediaFolderImages } from '../exposePdf/pdfImages';
import { JobLease } from '../jobs/jobLease';
import type { ListingRecord } from './exportListing';
import { transferToPortal, type TransferDeps } from './portalTransfer';
import type { Portal } from './transferSource';
import { uploadZip } from './portalUpload';
import { selfSignedCertificate } from '../../test-support/openimmo/certificate';
import { publishedOffers, storeTransferDeps } from './sqliteSource';
import { startFtpServer, type TestServer } from '../../test-support/openimmo/ftpServer';
import { seededInstance, type Instance } from '../../test-support/openimmo/instance';
import { startSftpServer } from '../../test-support/openimmo/sftpServer';
import { SqliteTransferLedger } from './transferLedger';
import { NIGHTLY_REASON, TransferScheduler } from './transferScheduler';
import { attribute, child, children, decodeXml, parseXml, textAt } from './xmlReader';
import { readZip } from './zipReader';

const PASSWORD = 'geheim-portal-1';

let instance: Instance;
let deps: TransferDeps;
let chosen: ListingRecord[];

beforeAll(async () => {
  instance = await seededInstance();
  chosen = publishedOffers(instance.store).slice(0, 3);
  // Staff chose the portal for three listings; every other listing stays off (the default).
  for (const record of chosen) instance.store.update(properties.name, record.id, { ...record, portals: ['immoscout24'] }, 'test');
  deps = storeTransferDeps(instance.db, instance.store, mediaFolderImages(instance.mediaDir), { PORTAL_TEST_PASSWORD: PASSWORD });
}, 120_000);
afterAll(() => instance?.close());

type Protocol = 'ftp' | 'ftps' | 'sftp';

/** FTPS trusting one certificate authority: a test server's certificate stands in for the public ones portals use. */
const trustingCa = (ca: string): TransferDeps => ({
  ...deps,
  upload: (target, fileName, zip) => uploadZip({ ...target, tls: { ca } }, fileName, zip),
});

function portal(
  server: TestServer & { fingerprint?: string },
  protocol: Protocol,
  scope: 'teil' | 'voll' = 'teil',
  hostKey = server.fingerprint ?? null,
): Portal {
  const data = {
    name: `Testportal ${protocol}`,
    channel: 'immoscout24',
    protocol,
    host: '127.0.0.1',
    port: server.port,
    username: 'makler',
    passwordEnv: 'PORTAL_TEST_PASSWORD',
    hostKey,
    directory: null,
    anid: 'OTEST123',
    scope,
    acceptsWebp: false,
    takesReferences: false,
    active: true,
  };
  return instance.store.create(portals.name, data, 'test') as unknown as Portal;
}

/** The ZIPs on the server, oldest first, each as its listings' object numbers with their aktion. */
async function arrived(server: TestServer, portalId: string) {
  const logged = new SqliteTransferLedger(instance.db)
    .log(portalId)
    .flatMap((entry) => (entry.fileName ? [entry.fileName] : []))
    .reverse();
  const names = readdirSync(server.root);
  expect(names.sort()).toEqual([...logged].sort());
  return Promise.all(
    logged.map(async (name) => {
      const files = await readZip(readFileSync(join(server.root, name)));
      const { node } = parseXml(decodeXml(files.get('openimmo.xml')!));
      return {
        umfang: attribute(child(node, 'uebertragung'), 'umfang'),
        anid: textAt(child(node, 'anbieter'), 'openimmo_anid'),
        listings: children(child(node, 'anbieter'), 'immobilie').map((immobilie) => ({
          objectNumber: textAt(immobilie, 'verwaltung_techn', 'objektnr_extern'),
          aktion: attribute(child(child(immobilie, 'verwaltung_techn'), 'aktion'), 'aktionart') ?? '',
          title: textAt(immobilie, 'freitexte', 'objekttitel'),
        })),
      };
    }),
  );
}

async function voll_then_teil(server: TestServer & { fingerprint?: string }, protocol: Protocol, transferDeps = deps) {
  const target = portal(server, protocol);
  const first = await transferToPortal(target, transferDeps, 'manuell', 'VOLL');
  expect(first).toMatchObject({ ran: true, status: 'success' });

  const [edited, removed] = chosen;
  const current = instance.store.get(properties.name, edited.id)!;
  instance.store.update(properties.name, edited.id, { ...current, title: `${current.title} – neu renoviert` }, 'test');
  const deleted = instance.store.get(properties.name, removed.id)!;
  instance.store.delete(properties.name, removed.id);

  expect(await transferToPortal(target, transferDeps, 'nach Änderung')).toMatchObject({ ran: true, status: 'success' });
  // Nothing changed since: a TEIL transfer has nothing to say and uploads nothing.
  expect(await transferToPortal(target, transferDeps, 'nach Änderung')).toMatchObject({ ran: true, status: 'success' });

  const zips = await arrived(server, target.id);
  expect(zips).toHaveLength(2);
  const byNumber = (a: { objectNumber?: string | null }, b: { objectNumber?: string | null }) =>
    String(a.objectNumber).localeCompare(String(b.objectNumber));
  expect({ ...zips[0], listings: zips[0].listings.sort(byNumber) }).toEqual({
    umfang: 'VOLL',
    anid: 'OTEST123',
    listings: chosen.map((record) => ({ objectNumber: record.objectNumber, aktion: '', title: record.title })).sort(byNumber),
  });
  expect(zips[1]).toEqual({
    umfang: 'TEIL',
    anid: 'OTEST123',
    listings: [
      { objectNumber: edited.objectNumber, aktion: 'CHANGE', title: `${edited.title} – neu renoviert` },
      { objectNumber: deleted.objectNumber, aktion: 'DELETE', title: deleted.title },
    ],
  });
  const log = new SqliteTransferLedger(instance.db).log(target.id);
  expect(log.map(({ umfang, status, listings, changes, deletions }) => ({ umfang, status, listings, changes, deletions }))).toEqual([
    { umfang: 'TEIL', status: 'success', listings: 0, changes: 0, deletions: 0 },
    { umfang: 'TEIL', status: 'success', listings: 2, changes: 1, deletions: 1 },
    { umfang: 'VOLL', status: 'success', listings: 3, changes: 3, deletions: 0 },
  ]);
  expect(JSON.stringify(log)).not.toContain(PASSWORD);
  // Put the deleted listing back for the next protocol's run.
  instance.store.create(properties.name, deleted, 'test', deleted.id);
  instance.store.update(properties.name, edited.id, current, 'test');
}

describe('OpenImmo transfers to portals', () => {
  it('sends VOLL, then TEIL with exactly the edit and the deletion, to a real FTP server', async () => {
    const server = await startFtpServer('makler', PASSWORD);
    try {
      await voll_then_teil(server, 'ftp');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('does the same over FTPS (AUTH TLS) to a real FTP server whose certificate it trusts, and never logs the password', async () => {
    const certificate = selfSignedCertificate();
    const server = await startFtpServer('makler', PASSWORD, certificate);
    try {
      await voll_then_teil(server, 'ftps', trustingCa(certificate.cert));
    } finally {
      await server.close();
    }
  }, 60_000);

  it('sends nothing over FTPS to a server whose certificate is not trusted, with a German reason and no password in the log', async () => {
    const trusted = selfSignedCertificate();
    const impostor = await startFtpServer('makler', PASSWORD, selfSignedCertificate());
    try {
      const target = portal(impostor, 'ftps');
      expect(await transferToPortal(target, trustingCa(trusted.cert), 'manuell', 'VOLL')).toMatchObject({ ran: true, status: 'failed' });
      // Without a CA of its own the upload trusts only the public authorities, which do not know a self-signed one.
      expect(await transferToPortal(target, deps, 'manuell', 'VOLL')).toMatchObject({ ran: true, status: 'failed' });

      const ledger = new SqliteTransferLedger(instance.db);
      const log = ledger.log(target.id);
      expect(log.map((entry) => entry.error)).toEqual([
        expect.stringMatching(
          /^Dem TLS-Zertifikat des FTPS-Servers 127\.0\.0\.1 wird nicht vertraut \([A-Z_]+\)\. Die Verbindung wurde abgebrochen, das Passwort nicht gesendet\./,
        ),
        expect.stringMatching(/^Dem TLS-Zertifikat des FTPS-Servers 127\.0\.0\.1 wird nicht vertraut/),
      ]);
      expect(JSON.stringify(log)).not.toContain(PASSWORD);
      expect(readdirSync(impostor.root)).toEqual([]);
      expect(ledger.sent(target.id).size).toBe(0);
    } finally {
      await impostor.close();
    }
  }, 60_000);

  it('does the same over SFTP to a real SSH server', async () => {
    const server = await startSftpServer('makler', PASSWORD);
    try {
      await voll_then_teil(server, 'sftp');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('sends nothing over SFTP to a server whose key is not the one in the portal record, or without a fingerprint', async () => {
    const server = await startSftpServer('makler', PASSWORD);
    const impostor = await startSftpServer('makler', PASSWORD);
    try {
      // The portal record names the real server's key; the address now answers with another one.
      const redirected = portal(impostor, 'sftp', 'teil', server.fingerprint);
      expect(await transferToPortal(redirected, deps, 'manuell', 'VOLL')).toMatchObject({ ran: true, status: 'failed' });
      const withoutKey = portal(server, 'sftp', 'teil', '');
      expect(await transferToPortal(withoutKey, deps, 'manuell', 'VOLL')).toMatchObject({ ran: true, status: 'failed' });

      const ledger = new SqliteTransferLedger(instance.db);
      expect(ledger.log(redirected.id).map((entry) => entry.error)).toEqual([
        `Der SFTP-Server meldet den Schlüssel ${impostor.fingerprint}, hinterlegt ist ${server.fingerprint}. Die Verbindung wurde abgebrochen, das Passwort nicht gesendet. Hat das Portal den Schlüssel gewechselt, tragen Sie den neuen Fingerabdruck im Portal ein.`,
      ]);
      expect(ledger.log(withoutKey.id).map((entry) => entry.error)).toEqual([
        expect.stringContaining('SFTP ohne SSH-Fingerabdruck: Bitte tragen Sie im Portal den SHA256-Fingerabdruck'),
      ]);
      expect([readdirSync(server.root), readdirSync(impostor.root)]).toEqual([[], []]);
      expect([ledger.sent(redirected.id).size, ledger.sent(withoutKey.id).size]).toEqual([0, 0]);
    } finally {
      await Promise.all([server.close(), impostor.close()]);
    }
  }, 60_000);

  it("logs the server's refusal and a missing password, and changes nothing it was to send", async () => {
    const server = await startFtpServer('makler', 'anderes-passwort');
    try {
      const target = portal(server, 'ftp');
      expect(await transferToPortal(target, deps, 'manuell')).toMatchObject({ ran: true, status: 'failed' });
      const withoutPassword = await transferToPortal(target, { ...deps, portalPasswords: {} }, 'manuell');
      expect(withoutPassword).toMatchObject({ ran: true, status: 'failed' });
      const ledger = new SqliteTransferLedger(instance.db);
      expect(ledger.log(target.id).map((entry) => entry.error)).toEqual([
        'Die Umgebungsvariable PORTAL_TEST_PASSWORD mit dem Passwort ist auf dem Server nicht gesetzt.',
        expect.stringContaining('530'),
      ]);
      expect(ledger.sent(target.id).size).toBe(0);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('refuses a portal whose password variable is not PORTAL_<NAME>_PASSWORD without reading it, and sends nothing', async () => {
    const server = await startFtpServer('makler', 'admin-geheim');
    try {
      const target = { ...portal(server, 'ftp'), passwordEnv: 'ADMIN_PASSWORD' };
      const read: string[] = [];
      const portalPasswords = new Proxy(
        { ADMIN_PASSWORD: 'admin-geheim', PORTAL_TEST_PASSWORD: PASSWORD },
        { get: (values, name) => (read.push(String(name)), Reflect.get(values, name)) },
      );
      expect(await transferToPortal(target, { ...deps, portalPasswords }, 'manuell', 'VOLL')).toMatchObject({
        ran: true,
        status: 'failed',
      });
      expect(read).not.toContain('ADMIN_PASSWORD');
      expect(readdirSync(server.root)).toEqual([]);
      expect(new SqliteTransferLedger(instance.db).log(target.id).map((entry) => entry.error)).toEqual([
        'Die Umgebungsvariable für das Passwort muss PORTAL_NAME_PASSWORD heißen (Großbuchstaben, Ziffern und Unterstriche); bitte korrigieren Sie das Portal. Es wurde nichts übertragen.',
      ]);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('begins no further portal of the nightly VOLL once the server is stopping, and sends it on the next night', async () => {
    const server = await startFtpServer('makler', PASSWORD);
    const quiet = { warn: () => undefined, error: () => undefined };
    try {
      const target = portal(server, 'ftp', 'voll');
      const scheduler = new TransferScheduler(deps, quiet, 60_000);
      await scheduler.nightlyVoll(new Date(), () => true);
      expect(readdirSync(server.root)).toEqual([]);
      expect(new SqliteTransferLedger(instance.db).log(target.id)).toEqual([]);

      await scheduler.nightlyVoll(new Date(), () => false);
      expect(new SqliteTransferLedger(instance.db).log(target.id)).toMatchObject([
        { umfang: 'VOLL', status: 'success', reason: NIGHTLY_REASON },
      ]);
      expect(readdirSync(server.root)).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("runs once while another process holds the portal's lease", async () => {
    const server = await startFtpServer('makler', PASSWORD);
    try {
      const target = portal(server, 'ftp');
      new JobLease(instance.db).take(`openimmo:${target.id}`, 'andere-instanz', Date.now(), Date.now() + 60_000);
      expect(await transferToPortal(target, deps, 'manuell')).toEqual({
        ran: false,
        reason: 'Eine Übertragung an dieses Portal läuft bereits.',
      });
      expect(readdirSync(server.root)).toEqual([]);
      expect(new SqliteTransferLedger(instance.db).log(target.id)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
