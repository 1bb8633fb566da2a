import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import media from './mediaRoutes';
import staticFiles from '../http/staticFiles';

const ID = '0123456789abcdef0123456789abcdef';
const SECRET = 'SQLite format 3 – geheime Kundendaten';
let dataDir: string;
let app: FastifyInstance;
let webp: Buffer;

beforeAll(async () => {
  // The layout of a real data directory: the database sits right next to the media folder.
  dataDir = await mkdtemp(join(tmpdir(), 'data-'));
  const mediaDir = join(dataDir, 'media');
  const clientDir = join(dataDir, 'client');
  await mkdir(join(mediaDir, ID), { recursive: true });
  await mkdir(join(mediaDir, '.tmp-unfinished'), { recursive: true });
  await mkdir(clientDir);
  webp = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#c7bc8f' } })
    .webp()
    .toBuffer();
  await writeFile(join(mediaDir, ID, '480.webp'), webp);
  await writeFile(join(mediaDir, '.tmp-unfinished', '480.webp'), webp);
  await writeFile(join(mediaDir, ID, 'notes.txt'), SECRET);
  await writeFile(join(mediaDir, ID, 'vector.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await writeFile(join(dataDir, 'content.sqlite'), SECRET);
  await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *');

  app = Fastify({ logger: false });
  // As in the app: a second @fastify/static instance, and the page renderer's catch-all, which
  // answers 404 for paths that are no page (URLs like /media/../x reach it normalised to /x).
  await app.register(staticFiles, { root: clientDir });
  await app.register(media, { mediaDir });
  app.get('/*', async (_request, reply) => reply.code(404).send('Seite nicht gefunden'));
  await app.listen({ port: 0, host: '127.0.0.1' });
});

/**
 * inject() parses the URL with WHATWG rules, which folds "/media/../x" into "/x" before the server
 * sees it; an attacker's raw socket does not. node:http sends the path exactly as written.
 */
function rawGet(path: string): Promise<{ statusCode: number; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('media files', () => {
  it('serves a stored variant as WebP, cached for a year, never sniffed', async () => {
    const response = await app.inject(`/media/${ID}/480.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(webp)).toBe(true);
  });

  it('answers HEAD and conditional requests', async () => {
    const head = await app.inject({ method: 'HEAD', url: `/media/${ID}/480.webp` });
    expect(head.statusCode).toBe(200);
    const again = await app.inject({ url: `/media/${ID}/480.webp`, headers: { 'if-none-match': String(head.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the other static files working', async () => {
    expect((await app.inject('/robots.txt')).body).toBe('User-agent: *');
  });

  it.each([
    `/media/${ID}/960.webp`,
    `/media/${ID}/notes.txt`,
    `/media/${ID}/vector.svg`,
    '/media/.tmp-unfinished/480.webp',
    `/media/${ID}/`,
    `/media/${ID}`,
    '/media/',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });

  it.each([
    '/media/../content.sqlite',
    '/media/..%2fcontent.sqlite',
    '/media/%2e%2e/content.sqlite',
    '/media/%2e%2e%2fcontent.sqlite',
    '/media/%2E%2E%2Fcontent.sqlite',
    '/media/..%5ccontent.sqlite',
    '/media/..\\content.sqlite',
    `/media/${ID}/../../content.sqlite`,
    `/media/${ID}/%2e%2e/%2e%2e/content.sqlite`,
    `/media/${ID}/..%252f..%252fcontent.sqlite`,
    `/media/${ID}/notes.txt%00.webp`,
    `/media/${ID}/notes.txt?.webp`,
    '/media//etc/passwd',
    '/media/%2fetc%2fpasswd',
  ])('never leaks a file for %s', async (url) => {
    for (const response of [await app.inject(url), await rawGet(url)]) {
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain('root:');
    }
  });
});
