import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { MEDIA_DIR } from '../ops/backup';
import { build, type TestApp } from '../../test-support/server/build';
import { samplePictures } from '../../test-support/exposePdf/exposeSamples';
import { readPdf } from '../../test-support/exposePdf/readPdf';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';

let smtp: TestSmtpServer;
let testApp: TestApp;
let cookie: string;
let offerId: string;
let draftId: string;
let images: Awaited<ReturnType<typeof samplePictures>>;

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });
const visitor = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // A fixed port: the mails' links (and with them the confirmation's exposé block) need the configured origin.
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect(
    (
      await staff('PUT', '/api/settings/agency', {
        ...agency,
        withdrawalNotice: 'Widerrufsrecht\nSie haben das Recht, binnen vierzehn Tagen …',
      })
    ).statusCode,
  ).toBe(200);
  const member = (await staff('POST', '/api/team', teamMember('Anna Berger', 1))).json();
  images = await samplePictures(join(testApp.dataDir, MEDIA_DIR), 2);
  const created = await staff(
    'POST',
    '/api/properties',
    offer('Altbauwohnung in Lindenthal', {
      contactPerson: member.id,
      objectNumber: 'RK-2026-058',
      district: 'lindenthal',
      street: 'Geheimweg',
      houseNumber: '7',
      images,
    }),
  );
  expect(created.statusCode).toBe(201);
  offerId = created.json().id;
  draftId = (
    await staff('POST', '/api/properties', offer('Noch nicht veröffentlicht', { published: false, objectNumber: 'RK-2026-059' }))
  ).json().id;
}, 300_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

describe('GET /angebote/:id/expose.pdf', () => {
  it('answers a published offer with a PDF under a German file name, revalidated by its ETag', async () => {
    const response = await visitor(`/angebote/${offerId}/expose.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Expose-RK-2026-058-Lindenthal.pdf"; filename*=UTF-8''Expos%C3%A9-RK-2026-058-Lindenthal.pdf`,
    );
    const read = await readPdf(response.rawPayload);
    const text = read.pages.join(' ');
    expect(text).toContain('Altbauwohnung in Lindenthal');
    expect(text).toContain('Anna Berger');
    // The street is not published (showExactAddress is off): not in the PDF either.
    expect(text).not.toContain('Geheimweg');
    expect(read.images.reduce((sum, n) => sum + n, 0)).toBe(2);

    const again = await visitor(`/angebote/${offerId}/expose.pdf`, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  }, 300_000);

  it('answers 404 for an unknown, malformed or unpublished id, like the page', async () => {
    for (const id of ['gibtesnicht', 'a%2F..%2Fb', draftId]) {
      const response = await visitor(`/angebote/${id}/expose.pdf`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toContain('pdf');
    }
  });

  it('renders anew after the listing changes', async () => {
    const before = await visitor(`/angebote/${offerId}/expose.pdf`);
    expect(
      (
        await staff('PUT', `/api/properties/${offerId}`, {
          ...offer('Altbauwohnung in Lindenthal'),
          price: 612_000,
          objectNumber: 'RK-2026-058',
          district: 'lindenthal',
        })
      ).statusCode,
    ).toBe(200);
    const after = await visitor(`/angebote/${offerId}/expose.pdf`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await readPdf(after.rawPayload)).pages.join(' ').replace(/\u00a0/g, ' ')).toContain('612.000 €');
  }, 300_000);
});

describe('staff download', () => {
  it('gives staff any listing, an unpublished one marked "Entwurf"; visitors get nothing there', async () => {
    const response = await staff('GET', `/api/properties/${draftId}/expose.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-disposition']).toContain('Expose-RK-2026-059-Suelz-Entwurf.pdf');
    expect((await readPdf(response.rawPayload)).pages[0]).toContain('ENTWURF');
    expect((await visitor(`/api/properties/${draftId}/expose.pdf`)).statusCode).toBe(401);
  }, 300_000);
});

describe('the confirmation of an exposé request', () => {
  it('carries the PDF as an attachment, stored with the inquiry in one transaction and let go once sent', async () => {
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Klara Kundin',
        email: 'klara@example.org',
        topic: 'expose',
        property: offerId,
        message: 'Bitte senden Sie mir das Exposé.',
        privacyConsent: true,
      },
      headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.77' },
    });
    expect(sent.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const confirmation = mails.find((mail) => mail.envelopeTo[0] === 'klara@example.org')!;
    const [attachment] = confirmation.parsed.attachments;
    expect(attachment.filename).toBe('Expose-RK-2026-058-Lindenthal.pdf');
    expect(attachment.contentType).toBe('application/pdf');
    expect((await readPdf(attachment.content)).pages.join(' ')).toContain('Altbauwohnung in Lindenthal');
    expect(confirmation.parsed.text).toContain('als PDF im Anhang');
    // The staff mail carries no file.
    expect(mails.find((mail) => mail.envelopeTo[0] !== 'klara@example.org')!.parsed.attachments).toHaveLength(0);
    await expect.poll(() => testApp.app.db.prepare('SELECT count(*) FROM mail_files').pluck().get(), { timeout: 20_000 }).toBe(0);
  }, 300_000);
});

describe('many first renders at once', () => {
  it('renders one after another, refuses what the queue cannot hold with 503 + Retry-After, and pages answer meanwhile', async () => {
    // Ten offers nobody asked for yet: ten first renders. One runs, eight wait (docs/expose-pdf.md), one is refused.
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) {
      const created = await staff(
        'POST',
        '/api/properties',
        offer(`Ansturm ${index + 1}`, { objectNumber: `RK-2026-1${String(index).padStart(2, '0')}`, images }),
      );
      ids.push(created.json().id);
    }
    // A page rendered once before, as on a running site: the first render also loads the render bundle.
    expect((await visitor('/')).statusCode).toBe(200);
    const finished: Record<string, number> = {};
    const timed = (name: string, url: string) =>
      visitor(url).then((response) => {
        finished[name] = performance.now();
        return response;
      });
    const pdfs = Promise.all(ids.map((id, index) => timed(`pdf${index}`, `/angebote/${id}/expose.pdf`)));
    const page = await timed('page', '/kontakt');
    const answers = await pdfs;

    expect(page.statusCode).toBe(200);
    // The page did not wait for the queue to drain.
    expect(finished.page).toBeLessThan(Math.max(...ids.map((_, index) => finished[`pdf${index}`])));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(9).fill(200), 503]);
    const refusedAt = answers.findIndex((answer) => answer.statusCode === 503);
    const refused = answers[refusedAt];
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.body).toBe('Es werden gerade viele Exposés erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.');
    // Nothing half-done stays behind: asked again, the refused one renders.
    expect((await visitor(`/angebote/${ids[refusedAt]}/expose.pdf`)).statusCode).toBe(200);
  }, 300_000);
});
