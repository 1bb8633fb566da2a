import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../test-support/exposePdf/readPdf';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { build, type TestApp } from '../../test-support/server/build';
import { signIn, TEST_ORIGIN } from '../../test-support/server/signIn';
import { createUser } from '../auth/users';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const EDITOR = { email: 'nachweis@rheinkontor-immobilien.de', password: 'noch-ein-Testpasswort-3', name: 'Nora Nachweis' };

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: string;
let editor: string;
let offerId: string;
let client = 0;

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  await createUser(testApp.app.db, { ...EDITOR, role: 'editor' });
  admin = await signIn(testApp.app, ADMIN);
  editor = await signIn(testApp.app, EDITOR);
  const withdrawalNotice =
    'Widerrufsbelehrung\nSie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.';
  expect((await as(admin, 'PUT', '/api/settings/agency', { ...agency, withdrawalNotice })).statusCode).toBe(200);
  const member = (await as(admin, 'POST', '/api/team', teamMember('Anna Berger', 1))).json();
  offerId = (
    await as(admin, 'POST', '/api/properties', offer('Altbauwohnung in Sülz', { contactPerson: member.id, objectNumber: 'RK-2077' }))
  ).json().id;
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

describe('the Nachweis of an inquiry', () => {
  it('shows on one page what the visitor saw and asked for, the withdrawal and every mail with its delivery', async () => {
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Klara Kundin',
        email: 'klara.nachweis@example.org',
        topic: 'expose',
        property: offerId,
        message: 'Bitte senden Sie mir das Exposé.',
        privacyConsent: true,
        earlyStart: true,
      },
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${++client}` },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;
    const withdrawal = await testApp.app.inject({
      method: 'POST',
      url: '/vertrag-widerrufen',
      payload: new URLSearchParams({
        website: '',
        name: 'Klara Kundin',
        email: 'klara.nachweis@example.org',
        contract: 'Exposé-Anfrage',
        anfrage: id,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `192.0.2.${++client}` },
    });
    expect(withdrawal.statusCode).toBe(200);
    // Every mail sent, so each shows its delivery.
    await expect
      .poll(() => testApp.app.db.prepare("SELECT count(*) FROM outbox WHERE status <> 'sent'").pluck().get(), { timeout: 30_000 })
      .toBe(0);

    // Editors handle inquiries, so they may download it too.
    const response = await as(editor, 'GET', `/api/inquiries/${id}/nachweis.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`Nachweis-Anfrage-${id}.pdf`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    const text = pdf.pages[0];
    expect(text).toContain('Nachweis zur Anfrage');
    expect(text).toContain('Erstellt am');
    expect(text).toContain('von Nora Nachweis');
    expect(text).toContain('Altbauwohnung in Sülz (RK-2077)');
    expect(text).toMatch(/Angezeigte Provision .*3,57 %/);
    expect(text).toMatch(/Fassung der Widerrufsbelehrung SHA-256 [0-9a-f]{12}/);
    expect(text).toContain('Beginn vor Ablauf der Widerrufsfrist verlangt: „');
    expect(text).toMatch(/Widerruf Eingegangen \d{2}\.\d{2}\.\d{4} über Online/);
    for (const kind of ['Eingangsbestätigung (an Interessenten)', 'Neue Anfrage (an das Team)', 'Widerruf: Eingangsbestätigung']) {
      expect(text).toMatch(new RegExp(`${kind.replace(/[()]/g, '\\$&')} an [^;]+; vom Mailserver angenommen`));
    }
    expect(text).toContain('Bearbeitungsstand Neu → Widerrufen');
  }, 60_000);

  it('is refused to visitors and answers a missing inquiry with a German 404', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/inquiries/abc/nachweis.pdf' })).statusCode).toBe(401);
    const missing = await as(admin, 'GET', '/api/inquiries/gibt-es-nicht/nachweis.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Diese Anfrage gibt es nicht (mehr).');
  });
});
