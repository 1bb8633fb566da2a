// Threat: malformed or oversized input that corrupts data, exhausts memory or CPU, pollutes prototypes, smuggles
// fields a visitor may not set, or plants script URLs; uploads that are not what they claim.
// Defences: src/shared/resources/validation.ts (declared fields only, bounded lengths and sizes, http(s) URLs),
// server/http/jsonBody.ts (depth limit, prototype-poisoning refused), body limits in the route files (server/content/resourceRoutes.ts and others),
// server/content/sanitizeRichText.ts, server/media/imagePipeline.ts (content check, pixel limit, re-encode).
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../src/shared/resources/defineResource';
import type { Field } from '../../src/shared/resources/fields';
import { DEFAULT_IMAGES_MAX, DEFAULT_LONG_TEXT_MAX, DEFAULT_RICH_TEXT_MAX, DEFAULT_TEXT_MAX } from '../../src/shared/resources/fields';
import { resources } from '../../src/shared/resources/registry';
import { validateRecord } from '../../src/shared/resources/validation';
import jsonBody, { MAX_JSON_DEPTH } from '../http/jsonBody';
import {
  createSecurityApp,
  listFiles,
  RESOURCE_NAMES,
  validRecords,
  type ResourceName,
  type SecurityApp,
} from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
beforeAll(async () => {
  s = await createSecurityApp();
}, 120_000);
afterAll(() => s.close());

/** A write as staff (settings by PUT, the rest by POST); returns the response. */
const write = (resource: ResourceName, body: unknown) =>
  resource === 'settings'
    ? s.call('PUT', '/api/settings/agency', { staff: true, body })
    : s.call('POST', `/api/${resource}`, { staff: true, body });

describe('record validation from the declarations', () => {
  it.each(RESOURCE_NAMES)('accepts a valid %s (the refusals below are not blanket refusals)', async (resource) => {
    expect([200, 201]).toContain((await write(resource, validRecords[resource]())).statusCode);
  });

  it.each(RESOURCE_NAMES)('refuses unknown fields in %s, and writes nothing', async (resource) => {
    const before = s.snapshot();
    for (const extra of ['isAdmin', 'userRole', 'collection', '$where', 'constructor', 'data', 'published_', 'id2']) {
      const response = await write(resource, { ...validRecords[resource](), [extra]: true });
      expect(response.statusCode, extra).toBe(400);
      expect(response.json().errors[extra], extra).toBe('Dieses Feld ist unbekannt.');
    }
    expect(s.snapshot()).toBe(before);
  });

  it.each(RESOURCE_NAMES)('bounds every text field of %s by its declared length', async (resource) => {
    const before = s.snapshot();
    for (const field of resources[resource].fields as readonly Field[]) {
      if (field.type !== 'text' && field.type !== 'longText' && field.type !== 'richText') continue;
      if (field.type === 'text' && field.format) continue;
      const max =
        field.maxLength ?? { text: DEFAULT_TEXT_MAX, longText: DEFAULT_LONG_TEXT_MAX, richText: DEFAULT_RICH_TEXT_MAX }[field.type];
      const response = await write(resource, validRecords[resource]({ [field.name]: 'x'.repeat(max + 1) }));
      expect(response.statusCode, `${resource}.${field.name}`).toBe(400);
      expect(response.json().errors, `${resource}.${field.name}`).toHaveProperty(field.name);
    }
    expect(s.snapshot()).toBe(before);
  });

  it('bounds lists: images, tags and id filters', async () => {
    const image = validRecords.properties().images[0];
    const tooMany = await write('properties', validRecords.properties({ images: Array(DEFAULT_IMAGES_MAX + 1).fill(image) }));
    expect(tooMany.statusCode).toBe(400);
    const floorPlans = await write('properties', validRecords.properties({ floorPlans: Array(11).fill(image) }));
    expect(floorPlans.statusCode).toBe(400);
    const repeatedTags = await write('properties', validRecords.properties({ features: ['balkon', 'balkon'] }));
    expect(repeatedTags.statusCode).toBe(400);
    const longSrcset = await write(
      'properties',
      validRecords.properties({ images: [{ ...image, srcset: `${image.srcset}, `.repeat(60) }] }),
    );
    expect(longSrcset.statusCode).toBe(400);
    const ids = Array.from({ length: 1001 }, (_, index) => `id${index}`);
    expect((await s.call('GET', `/api/properties?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`)).statusCode).toBe(400);
    expect((await s.call('GET', `/api/properties?range=${encodeURIComponent('[0,1000]')}`)).statusCode).toBe(400);
  });

  it('refuses numbers outside their range and values of the wrong type', async () => {
    for (const [field, value] of [
      ['price', -1],
      ['price', Number.POSITIVE_INFINITY], // JSON.stringify turns it into null: an empty price for a sale
      ['price', '500000'],
      ['rooms', 101],
      ['bedrooms', 1.5],
      ['latitude', 91],
      ['published', 'true'],
      ['energyCertificateIssued', '2025-02-30'],
      ['title', { $gt: '' }],
      ['title', ['Liste']],
    ] as const) {
      const response = await write('properties', validRecords.properties({ [field]: value }));
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
    }
  });

  it('lets a visitor set only the inquiry form fields', async () => {
    for (const field of ['status', 'note', 'createdBy', 'id']) {
      const response = await s.call('POST', '/api/inquiries', {
        body: validRecords.inquiries({ [field]: field === 'status' ? 'erledigt' : 'x' }),
      });
      if (field === 'createdBy' || field === 'id') {
        // Metadata is never taken from a body: accepted, but the server writes its own.
        expect(response.statusCode).toBe(201);
        const stored = (await s.call('GET', `/api/inquiries/${response.json().id}`, { staff: true })).json();
        expect(stored.createdBy).toBeNull();
        expect(stored.id).not.toBe('x');
      } else {
        expect(response.statusCode, field).toBe(400);
      }
    }
    const unconsented = await s.call('POST', '/api/inquiries', { body: validRecords.inquiries({ privacyConsent: false }) });
    expect(unconsented.statusCode).toBe(400);
  });
});

describe('URLs in content', () => {
  const image = validRecords.properties().images[0];

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'http://insecure.example/bild.jpg',
    '//evil.example/bild.jpg',
    '/media/../content.sqlite',
    '/media/abc/480.webp?x=1',
    'https://evil.example/"onerror="alert(1)',
    'file:///etc/passwd',
  ])('refuses the image address %j in src and srcset', async (url) => {
    const inSrc = await write('properties', validRecords.properties({ images: [{ ...image, src: url }] }));
    expect(inSrc.statusCode).toBe(400);
    const inSrcset = await write(
      'properties',
      validRecords.properties({ images: [{ ...image, srcset: `${image.srcset}, ${url} 1600w` }] }),
    );
    expect(inSrcset.statusCode).toBe(400);
  });

  it('strips script, data and protocol-relative links from rich text, keeping http(s), mailto and tel', async () => {
    const description = [
      '<p><a href="javascript:alert(1)">a</a><a href="JAVASCRIPT:alert(1)">b</a><a href="data:text/html,x">c</a>',
      '<a href="vbscript:x">d</a><a href="//evil.example">e</a><a href="&#106;avascript:alert(1)">f</a>',
      '<a href="https://www.koeln.de" target="_blank">g</a><a href="mailto:info@example.de">h</a><a href="tel:+49221">i</a></p>',
      '<img src=x onerror=alert(1)><script>alert(1)</script><style>*{}</style><iframe src="https://evil.example"></iframe>',
      '<p onclick="alert(1)" style="color:red" class="x">j</p>',
    ].join('');
    const created = await write('properties', validRecords.properties({ description }));
    expect(created.statusCode).toBe(201);
    const stored = String(created.json().description);
    const hrefs = [...stored.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['https://www.koeln.de', 'mailto:info@example.de', 'tel:+49221']);
    expect(stored).toContain('rel="noopener noreferrer"');
    expect(stored).not.toMatch(/<(img|script|style|iframe)|onclick|onerror|style=|class=/i);
  });

  it('accepts only http(s) in a text field declared as a URL', () => {
    const links = defineResource({
      name: 'links',
      label: { one: 'Link', other: 'Links' },
      icon: 'science',
      fields: [{ name: 'website', type: 'text', label: 'Website', format: 'url' }],
      titleField: 'website',
      defaultSort: { field: 'website', order: 'ASC' },
      searchable: [],
      access: { read: 'public', create: 'staff' },
    });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.de',
      '//example.de',
      'www.example.de',
      'https://exa mple.de',
    ]) {
      expect(validateRecord(links, { website: bad }).success, bad).toBe(false);
    }
    for (const good of ['https://www.example.de/pfad?x=1', 'http://example.de'])
      expect(validateRecord(links, { website: good }).success, good).toBe(true);
  });
});

describe('JSON bodies', () => {
  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels, and a very deep body without exhausting the stack`, async () => {
    const app = Fastify({ logger: false });
    await app.register(jsonBody);
    app.post('/echo', async (request) => request.body);
    app.setErrorHandler((error, _request, reply) =>
      reply.code((error as { statusCode?: number }).statusCode ?? 500).send({ message: (error as Error).message }),
    );
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const send = (payload: string) =>
      app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
    expect((await send(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 100_000]) {
      const response = await send(nested(depth));
      expect(response.statusCode, `depth ${depth}`).toBe(400);
      // Refused by the depth check itself, not by a stack overflow somewhere on the way.
      expect(response.json().message, `depth ${depth}`).toBe('JSON nested too deeply');
    }
    await app.close();
  });

  it('refuses prototype poisoning and leaves Object.prototype alone', async () => {
    for (const body of [
      '{"name":"X","__proto__":{"polluted":true}}',
      '{"name":"X","constructor":{"prototype":{"polluted":true}}}',
      '{"__proto__":{"published":true}}',
    ]) {
      const response = await s.call('POST', '/api/team', { staff: true, body, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, body).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('limits body sizes: 512 kB for records, 16 kB for sign-in', async () => {
    const big = await s.call('POST', '/api/team', {
      staff: true,
      body: JSON.stringify({ bio: 'x'.repeat(530_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    const login = await s.call('POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(17_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(413);
    // A long password inside the limit is refused before it reaches scrypt.
    const long = await s.call('POST', '/api/auth/login', { body: { email: 'a@b.de', password: 'x'.repeat(5_000) } });
    expect(long.statusCode).toBe(400);
  });

  it('refuses bodies of other types for JSON routes', async () => {
    const xml = await s.call('POST', '/api/inquiries', { body: '<inquiry/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    const text = await s.call('POST', '/api/inquiries', {
      body: JSON.stringify(validRecords.inquiries()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
  });
});

// ---- Uploads over HTTP, through the whole app -----------------------------------------------------

const BOUNDARY = 'SecurityUploadBoundary';
function multipart(data: Buffer, filename = 'bild.jpg', type = 'image/jpeg', field = 'file') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (data: Buffer, filename?: string, type?: string, staff = true) =>
  s.call('POST', '/api/uploads', {
    staff,
    body: multipart(data, filename, type),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG whose header claims a huge picture; its few bytes of data would inflate to gigabytes of pixels. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(64)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploads', () => {
  const photo = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a9bb0' } });
  const media = () => listFiles(`${s.dataDir}/media`);

  it("is for staff only, and a visitor's upload stores nothing", async () => {
    const before = media();
    const response = await upload(await photo().jpeg().toBuffer(), 'a.jpg', 'image/jpeg', false);
    expect(response.statusCode).toBe(401);
    expect(media()).toEqual(before);
  });

  it.each([
    ['an HTML page named .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.jpg', 'image/jpeg', 415],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>'),
      'a.svg',
      'image/svg+xml',
      415,
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'a.png', 'image/png', 415],
    ['a ZIP', Buffer.from('PK\u0003\u0004' + 'x'.repeat(100)), 'a.webp', 'image/webp', 415],
    [
      'a JPEG header and garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]),
      'a.jpg',
      'image/jpeg',
      415,
    ],
    ['a decompression bomb (20000 × 20000 px)', bombPng(20_000, 20_000), 'a.png', 'image/png', 422],
    ['a picture too small to use', Buffer.alloc(0), 'a.png', 'image/png', 400],
  ])('refuses %s and stores nothing', async (_name, data, filename, type, status) => {
    const before = media();
    const response = await upload(data, filename, type);
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(media()).toEqual(before);
  });

  it('answers a cut-off or malformed multipart body with 400, not 500', async () => {
    const image = await photo().jpeg().toBuffer();
    const whole = multipart(image);
    for (const body of [
      whole.subarray(0, whole.length - 40),
      Buffer.from('--x\r\nnot a part header\r\n\r\n'),
      Buffer.from(`--${BOUNDARY}\r\n`),
    ]) {
      const response = await s.call('POST', '/api/uploads', {
        staff: true,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('re-encodes a polyglot (a JPEG with HTML and script appended): only pixels survive, served as WebP', async () => {
    const polyglot = Buffer.concat([await photo().jpeg().toBuffer(), Buffer.from('<html><script>alert("polyglot")</script></html>')]);
    const response = await upload(polyglot, 'evil.html', 'text/html');
    expect(response.statusCode).toBe(201);
    const { srcset } = response.json() as { srcset: string };
    for (const url of srcset.split(', ').map((entry) => entry.split(' ')[0])) {
      const served = await s.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes('polyglot')).toBe(false);
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('strips location and camera data', async () => {
    const tagged = await photo()
      .withExif({ IFD0: { Artist: 'Max Mustermann' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 56/1 33/1' } })
      .jpeg()
      .toBuffer();
    const response = await upload(tagged);
    expect(response.statusCode).toBe(201);
    const served = await s.app.inject(response.json().src);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('Mustermann')).toBe(false);
  });
});
