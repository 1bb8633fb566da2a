import { join } from 'node:path';
import { createElement } from 'react';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import { offer } from '../../test-support/firebase/records';
import { samplePictures } from '../../test-support/exposePdf/exposeSamples';
import { renderMail } from '../mail/templates/renderMail';
import { SearchAlertListingMail } from '../mail/templates/SearchAlertListingMail';
import { MEDIA_DIR } from '../ops/backup';
import { alertListingOf } from '../searchAlerts/alertMails';
import { build, type TestApp } from '../../test-support/server/build';
import { MAIL_PICTURE_WIDTH } from './mailPictures';

const PUBLIC_URL = 'https://www.rheinkontor-immobilien.de';

let testApp: TestApp;
let picture: ImageValue;

beforeAll(async () => {
  testApp = await build({ env: { PUBLIC_URL } });
  [picture] = await samplePictures(join(testApp.dataDir, MEDIA_DIR), 1);
}, 300_000);

afterAll(() => testApp?.close());

/** The mail of a search request announcing the listing, as its HTML. */
async function mailHtml(publicUrl: string | undefined) {
  const listing = { ...offer('Helle Wohnung in Sülz'), id: 'p1', images: [picture] } as unknown as PropertyRecord & { id: string };
  const shown = alertListingOf(listing, publicUrl ?? 'http://localhost', publicUrl);
  const links = { manage: 'https://example.org/m', unsubscribe: 'https://example.org/u' };
  const element = createElement(SearchAlertListingMail, {
    agency: {},
    origin: publicUrl ?? null,
    listings: [shown],
    criteria: 'Wohnung · Kauf',
    links,
    digest: false,
  });
  return (await renderMail(element)).html;
}

/** A request for PUBLIC_URL's host over HTTPS (behind the proxy the test app trusts). */
const fetchFromSite = (url: string) => {
  const { host, pathname } = new URL(url);
  return testApp.app.inject({ method: 'GET', url: pathname, headers: { host, 'x-forwarded-proto': 'https' } });
};

describe('pictures in mails', () => {
  it('are absolute JPEG addresses under PUBLIC_URL, which any origin may embed', async () => {
    const html = await mailHtml(PUBLIC_URL);
    const sources = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatch(new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/media/mail/[A-Za-z0-9_-]+\\.jpg$`));

    const response = await fetchFromSite(sources[0]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes are a JPEG (its SOI marker), as wide as the mail's column at twice the density or as the upload.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { format, width } = await sharp(response.rawPayload).metadata();
    expect(format).toBe('jpeg');
    expect(width).toBeLessThanOrEqual(MAIL_PICTURE_WIDTH);
    expect(width).toBeGreaterThanOrEqual(Math.min(MAIL_PICTURE_WIDTH, picture.width));

    // The site's own pictures stay same-origin.
    const page = await fetchFromSite(`${PUBLIC_URL}${picture.src}`);
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A second mail reads the same rendition again.
    expect((await fetchFromSite(sources[0])).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('carry no remote picture without PUBLIC_URL', async () => {
    const html = await mailHtml(undefined);
    expect(html).not.toMatch(/<img[^>]*src="(https?:)?\/\//);
    expect(html).not.toContain('<img');
    expect(html).toContain('Helle Wohnung in Sülz');
  });

  it('answers 404 for an unknown upload or another file name', async () => {
    for (const path of ['/media/mail/gibtesnicht.jpg', '/media/mail/..%2Fmedia.jpg', '/media/mail/abc.png']) {
      expect((await fetchFromSite(`${PUBLIC_URL}${path}`)).statusCode, path).toBe(404);
    }
  });
});
