import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressVariants, preferredEncoding } from './encodings';

const both = { br: true, gzip: true };

describe('choosing the encoding from Accept-Encoding', () => {
  it.each([
    [undefined, both, undefined],
    ['', both, undefined],
    ['identity', both, undefined],
    ['gzip, br', both, 'br'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['*', both, 'gzip'],
    ['br;q=0.5, gzip;q=0.8', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['gzip;q=0, *', both, undefined],
    ['BR', both, 'br'],
    ['deflate', both, undefined],
    ['br', { gzip: true }, undefined],
    ['gzip, br', { gzip: true }, 'gzip'],
    ['gzip, br', {}, undefined],
  ] as const)('%j with %j gives %s', (header, available, expected) => {
    expect(preferredEncoding(header, available)).toBe(expected);
  });
});

describe('compressed variants', () => {
  it('are the body, compressed', async () => {
    const body = Buffer.from('<p>Wohnung in Köln-Sülz</p>'.repeat(200));
    const { br, gzip } = await compressVariants(body, 'text/html; charset=utf-8');
    expect(br!.length).toBeLessThan(body.length / 5);
    expect(brotliDecompressSync(br!).equals(body)).toBe(true);
    expect(gunzipSync(gzip!).equals(body)).toBe(true);
    expect(Object.keys(await compressVariants(body, 'application/json; charset=utf-8'))).toEqual(['br', 'gzip']);
  });

  it('are made for every kind of text: JSON and XML relatives, SVG, JavaScript', async () => {
    const body = Buffer.from('{"name":"Wohnung in Köln-Sülz"}'.repeat(100));
    for (const type of [
      'application/manifest+json',
      'application/rss+xml; charset=utf-8',
      'image/svg+xml',
      'text/javascript',
      'APPLICATION/JAVASCRIPT',
    ]) {
      expect(Object.keys(await compressVariants(body, type)), type).toEqual(['br', 'gzip']);
    }
    for (const type of ['application/pdf', 'application/zip', 'image/png', 'application/x-json-but-not']) {
      expect(await compressVariants(body, type), type).toEqual({});
    }
  });

  it('are not made for small bodies or types that do not compress', async () => {
    expect(await compressVariants(Buffer.from('{}'), 'application/json')).toEqual({});
    expect(await compressVariants(Buffer.alloc(5000), 'image/webp')).toEqual({});
  });
});
