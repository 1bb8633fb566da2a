import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import media from './mediaRoutes';
import uploads from './uploadRoutes';
import errorAnswers from '../http/errorAnswers';

let mediaDir: string;
let app: FastifyInstance;
/** Warnings and errors the app logged. */
const logs: { level: number; msg: string; reason?: string }[] = [];

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'uploads-'));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(errorAnswers);
  await app.register(media, { mediaDir });
  await app.register(uploads, {
    mediaDir,
    // Stands in for the staff guard: only requests with the staff header get through.
    preHandler: async (request, reply) => {
      if (request.headers['x-staff'] !== 'ja') return reply.code(401).send({ message: 'Bitte melden Sie sich an.' });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const entry of await readdir(mediaDir)) await rm(join(mediaDir, entry), { recursive: true });
});

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = '----RheinkontorTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(parts: Part[], staff = true) {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...(staff ? { 'x-staff': 'ja' } : {}) } });
}

const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c7bc8f' } })
    .jpeg()
    .toBuffer();
const stored = () => readdir(mediaDir, { recursive: true });

describe('POST /api/uploads', () => {
  it('stores a picture and answers 201 with its variants, which /media/ then serves', async () => {
    const response = await upload([{ name: 'file', filename: 'Wohnzimmer.jpg', type: 'image/jpeg', data: await jpeg() }]);
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toEqual({
      src: expect.stringMatching(/^\/media\/[0-9a-f]{32}\/960\.webp$/),
      srcset: expect.stringMatching(/480\.webp 480w, .*960\.webp 960w$/),
      width: 960,
      height: 640,
    });
    const served = await app.inject(image.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('ignores the client file name entirely', async () => {
    const response = await upload([{ name: 'file', filename: '../../content.sqlite', type: 'image/jpeg', data: await jpeg() }]);
    expect(response.statusCode).toBe(201);
    expect((await stored()).every((entry) => /^[0-9a-f]{32}(\/\d+\.webp)?$/.test(entry))).toBe(true);
  });

  it('judges the bytes, not the name or type the browser sends: a PNG named .jpg is accepted', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#6b5f33' } })
      .png()
      .toBuffer();
    const response = await upload([{ name: 'file', filename: 'foto.jpg', type: 'image/jpeg', data: png }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 480, height: 320 });
  });

  it('ignores extra text fields such as an alt text', async () => {
    const response = await upload([
      { name: 'alt', data: 'Wohnzimmer mit Blick auf den Rhein' },
      { name: 'file', filename: 'a.jpg', data: await jpeg() },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 through the guard and reads nothing', async () => {
    const response = await upload([{ name: 'file', filename: 'a.jpg', data: await jpeg() }], false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Bitte melden Sie sich an.' });
    expect(await stored()).toEqual([]);
  });

  it('answers a guard that throws instead of replying in German too', async () => {
    const guarded = Fastify({ logger: false });
    await guarded.register(errorAnswers);
    await guarded.register(uploads, {
      mediaDir,
      preHandler: async () => {
        throw Object.assign(new Error('Unauthorized'), { statusCode: 401 });
      },
    });
    const { payload, headers } = multipart([{ name: 'file', filename: 'a.jpg', data: await jpeg() }]);
    const response = await guarded.inject({ method: 'POST', url: '/api/uploads', payload, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Bitte melden Sie sich an, um Bilder hochzuladen.' });
    await guarded.close();
  });

  it.each([
    ['no file at all', [{ name: 'alt', data: 'Nur Text' }]],
    ['the file in another field', [{ name: 'bild', filename: 'a.jpg', data: 'x' }]],
    ['an empty file', [{ name: 'file', filename: 'a.jpg', data: '' }]],
  ])('answers 400 for %s', async (_case, parts) => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bitte wählen Sie ein Bild aus (Feld „file“).' });
  });

  it('answers 413 for more than 15 MB and stores nothing', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 100, 0xff);
    const response = await upload([{ name: 'file', filename: 'riesig.jpg', type: 'image/jpeg', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Die Datei ist zu groß. Bitte laden Sie höchstens 15 MB hoch.' });
    expect(await stored()).toEqual([]);
  });

  it('answers 413 for two files at once', async () => {
    const file = await jpeg();
    const response = await upload([
      { name: 'file', filename: 'a.jpg', data: file },
      { name: 'file', filename: 'b.jpg', data: file },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Bitte laden Sie nur ein Bild auf einmal hoch.');
  });

  it.each([
    ['an SVG posing as JPEG', 'bild.jpg', 'image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'],
    ['a text file', 'notiz.png', 'image/png', 'Hallo'],
  ])('answers 415 for %s and stores nothing', async (_case, filename, type, data) => {
    const response = await upload([{ name: 'file', filename, type, data }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^Dieses Dateiformat wird nicht unterstützt/);
    expect(await stored()).toEqual([]);
  });

  it('answers 422 for a picture that is too small, without a stack trace', async () => {
    const tiny = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await upload([{ name: 'file', filename: 'a.png', data: tiny }]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.body).not.toMatch(/at .*\.ts/);
    expect(await stored()).toEqual([]);
  });

  it('answers 422 in German for a picture too narrow for its height to be stored as WebP, and logs a warning', async () => {
    const tall = await sharp({ create: { width: 300, height: 20_000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    logs.length = 0;
    const response = await upload([{ name: 'file', filename: 'a.png', data: tall }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Das Bild ist mit 300 × 20000 Pixeln zu schmal für seine Höhe. Bitte schneiden Sie es auf ein weniger langgestrecktes Format zu.',
    });
    expect(logs.map(({ level, msg }) => [level, msg])).toEqual([[40, 'image refused']]);
    expect(await stored()).toEqual([]);
  });

  it('answers 415 for a request that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/uploads', headers: { 'x-staff': 'ja' }, payload: { file: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('multipart/form-data');
  });
});
