import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentOffers } from './support/publicSite';

/**
 * A mail's pictures load where mails are read: a webmail page of another origin. A tiny server on 127.0.0.1 (the site
 * runs on localhost: another origin and another site) serves a page with the mail picture and, to prove the check
 * can fail, the site's own WebP, which stays same-origin.
 */
let other: Server;
let otherOrigin: string;
let html = '';

test.beforeAll(async () => {
  other = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

test('a mail picture loads from a page of another origin; the site’s own pictures do not', async ({ page, request, baseURL }) => {
  const offer = (await currentOffers(request)).data.find((candidate) => candidate.images?.length)!;
  const upload = offer.images[0].src;
  const id = /^\/media\/([A-Za-z0-9_-]+)\//.exec(upload)![1];
  html = `<!doctype html><html lang="de"><title>Webmail</title>
    <img id="mail" alt="Mail" src="${baseURL}/media/mail/${id}.jpg">
    <img id="site" alt="Seite" src="${baseURL}${upload}">`;

  await page.goto(`${otherOrigin}/posteingang`);
  await page.waitForLoadState('load');
  const naturalWidth = (selector: string) => page.locator(selector).evaluate((image: HTMLImageElement) => image.naturalWidth);
  expect(await naturalWidth('#mail')).toBeGreaterThan(0);
  expect(await naturalWidth('#site')).toBe(0);
});
