// Threat: path traversal – reading the database, backups, source or system files through /media/, static files or
// page paths, or writing outside the media folder through an upload's file name.
// Defences: server/media/mediaRoutes.ts (raw-URL allow-list before decoding, @fastify/static's own root check, no dotfiles),
// server/http/staticFiles.ts (one route per built file), server/media/uploadRoutes.ts (client file name ignored,
// random folder names from server/media/imagePipeline.ts).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, listFiles, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
let mediaId: string;

/** Files an attacker would love to read; their contents must never appear in an answer. */
const SECRETS = ['SQLite format 3', 'BACKUP-GEHEIMNIS', 'root:x:0:0', '"name": "koeln-immobilien"', 'PRIVATE KEY', 'DOTFOLDER-GEHEIMNIS'];

beforeAll(async () => {
  s = await createSecurityApp();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  // What lies next to the media folder in a real data directory.
  mkdirSync(join(s.dataDir, 'backups', '2026-01-01_00-00-00'), { recursive: true });
  writeFileSync(join(s.dataDir, 'backups', '2026-01-01_00-00-00', 'content.sqlite'), 'SQLite format 3 BACKUP-GEHEIMNIS');
  writeFileSync(join(s.dataDir, 'server.key'), '-----BEGIN PRIVATE KEY-----');
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c7bc8f' } })
    .png()
    .toBuffer();
  const response = await s.call('POST', '/api/uploads', {
    staff: true,
    body: Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
      png,
      Buffer.from('\r\n--b--\r\n'),
    ]),
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  });
  expect(response.statusCode).toBe(201);
  mediaId = /\/media\/([^/]+)\//.exec(response.json().src)![1];
  // A dot folder (an unfinished upload) and a non-WebP file inside a real media folder.
  mkdirSync(join(s.dataDir, 'media', '.tmp-unfertig'), { recursive: true });
  writeFileSync(join(s.dataDir, 'media', '.tmp-unfertig', '480.webp'), 'DOTFOLDER-GEHEIMNIS');
  writeFileSync(join(s.dataDir, 'media', mediaId, 'notes.txt'), 'SQLite format 3');
}, 120_000);
afterAll(() => s.close());

/** The path exactly as written, as a raw client sends it (app.inject would normalise "/a/../b" first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { port } = s.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('reading files by path', () => {
  const attempts = () => [
    '/media/../content.sqlite',
    '/media/../../content.sqlite',
    '/media/%2e%2e/content.sqlite',
    '/media/%2E%2E/%2E%2E/etc/passwd',
    '/media/..%2fcontent.sqlite',
    '/media/..%2Fbackups%2F2026-01-01_00-00-00%2Fcontent.sqlite',
    '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/media/%252e%252e/content.sqlite',
    '/media/..%5ccontent.sqlite',
    '/media/..\\content.sqlite',
    `/media/${mediaId}/../../content.sqlite`,
    `/media/${mediaId}/%2e%2e/%2e%2e/server.key`,
    `/media/${mediaId}/notes.txt`,
    `/media/${mediaId}/480.webp%00.txt`,
    `/media/${mediaId}/480.webp/..`,
    '/media/.tmp-unfertig/480.webp',
    '/media/%2etmp-unfertig/480.webp',
    '/media//etc/passwd',
    '/media/backups/content.sqlite',
    '/media/',
    '/../content.sqlite',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/../../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/_app/../../server/app.ts',
    '/package.json',
    '/server/app.ts',
    '/.env',
    '/.git/config',
    '/data/content.sqlite',
    '/content.sqlite',
    '/backups/2026-01-01_00-00-00/content.sqlite',
    '/angebote/..%2f..%2fpackage.json',
    '/angebote/%2e%2e%2f%2e%2e%2fcontent.sqlite/_payload.json',
    '/api/properties/..%2f..%2fcontent.sqlite',
    '/api/../content.sqlite',
    '/node_modules/fastify/package.json',
    '/index.html/../package.json',
  ];

  it('answers every traversal attempt without any file content beyond the site', async () => {
    for (const path of attempts()) {
      const { status, body } = await rawGet(path);
      expect([400, 403, 404], `${path} → ${status}`).toContain(status);
      for (const secret of SECRETS) expect(body.includes(secret), `${path} leaks "${secret}"`).toBe(false);
    }
  });

  it('still serves the real media file and the real assets (the check is not a blanket refusal)', async () => {
    const image = await rawGet(`/media/${mediaId}/480.webp`);
    expect(image.status).toBe(200);
    expect(image.body.slice(8, 12)).toBe('WEBP');
    const page = await rawGet('/');
    expect(page.status).toBe(200);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)![1];
    expect((await rawGet(asset)).status).toBe(200);
  });
});

describe('writing files by name', () => {
  const names = [
    '../../../evil.webp',
    '..\\..\\evil.png',
    '/etc/cron.d/evil',
    '%2e%2e%2f%2e%2e%2fevil.png',
    '....//....//evil.png',
    'evil.png\u0000.jpg',
    '.htaccess',
    'C:\\Windows\\evil.png',
    `${'a'.repeat(300)}.png`,
  ];

  it('ignores the client file name: uploads land in a random folder as <width>.webp, nowhere else', async () => {
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#445566' } })
      .png()
      .toBuffer();
    const outside = () => [
      listFiles(s.dataDir).filter((file) => !file.startsWith('media/')),
      readdirSync(tmpdir()).filter((file) => file.includes('evil')),
      existsSync('/etc/cron.d/evil'),
    ];
    const outsideBefore = outside();
    for (const name of names) {
      const body = Buffer.concat([
        Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from('\r\n--b--\r\n'),
      ]);
      const response = await s.call('POST', '/api/uploads', {
        staff: true,
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(response.statusCode, name).toBe(201);
      expect(response.json().src, name).toMatch(/^\/media\/[0-9a-f]{32}\/480\.webp$/);
    }
    const stored = listFiles(join(s.dataDir, 'media')).filter(
      (file) => !file.startsWith('.tmp-unfertig/') && !file.startsWith(`${mediaId}/`),
    );
    expect(stored.length).toBeGreaterThanOrEqual(names.length);
    for (const file of stored) expect(file).toMatch(/^[0-9a-f]{32}\/\d+\.webp$/);
    expect(outside()).toEqual(outsideBefore);
  });
});
