import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { build, type TestApp } from '../../test-support/server/build';
import { ownerAnswers as owner } from '../../test-support/valuation/ownerAnswers';

const ORIGIN = 'http://localhost:80';
let testApp: TestApp;
let smtp: TestSmtpServer;
let cookie: string;
let client = 0;

/** Each request from another address, so the visitors' write limit (5 per address) only counts where a test wants it. */
const post = (payload: object, address = `198.51.100.${++client}`) =>
  testApp.app.inject({ method: 'POST', url: '/api/valuations', payload, headers: { origin: ORIGIN, 'x-forwarded-for': address } });
const staff = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '1', ADMIN_PASSWORD: 'ein-sicheres-passwort' } });
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@rheinkontor-immobilien.de', password: 'ein-sicheres-passwort' },
    headers: { origin: ORIGIN },
  });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const team = await testApp.app.inject({
    method: 'POST',
    url: '/api/team',
    payload: {
      name: 'Dr. Markus Hilgers',
      role: 'Immobilienbewertung',
      email: 'bewertung@example.org',
      phone: '0221 123456-15',
      published: true,
    },
    headers: { origin: ORIGIN, cookie },
  });
  const put = await testApp.app.inject({
    method: 'PUT',
    url: '/api/settings/agency',
    payload: { ...agency, valuationContact: team.json().id },
    headers: { origin: ORIGIN, cookie },
  });
  expect(put.statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

describe('POST /api/valuations', () => {
  it('answers with the estimate from the Marktdaten (no comparables yet), stores the lead with every answer and mails both sides', async () => {
    const response = await post(owner);
    expect(response.statusCode).toBe(201);
    const { id, estimate } = response.json();
    // Sülz flats start at 5,400 €/m² middle; the modernised 1965 flat of 85 m² with two features is near it.
    expect(estimate).toMatchObject({ basis: 'market', comparables: 0, widened: true, area: 85, areaKind: 'living' });
    expect(estimate.total.low).toBeLessThan(estimate.total.middle);
    expect(estimate.total.middle).toBeGreaterThan(400_000);
    expect(estimate.total.middle).toBeLessThan(550_000);

    const stored = (await staff(`/api/inquiries/${id}`)).json();
    expect(stored).toMatchObject({
      ...owner,
      topic: 'bewertung',
      status: 'neu',
      estimateLow: estimate.total.low,
      estimateMiddle: estimate.total.middle,
      estimateHigh: estimate.total.high,
      estimatePerSqm: estimate.perSqm.middle,
      estimateComparables: 0,
      estimateBasis: 'market',
    });
    expect(stored.message).toContain('Online-Immobilienbewertung');

    const mails = await smtp.waitFor(2, 30_000);
    const toStaff = mails.find((mail) => mail.envelopeTo.includes('bewertung@example.org'))!;
    const toOwner = mails.find((mail) => mail.envelopeTo.includes('erika@example.org'))!;
    expect(toStaff.parsed.subject).toContain('Kostenlose Immobilienbewertung von Erika Mustermann');
    expect(toStaff.parsed.text).toContain('Angaben zur Immobilie');
    expect(toStaff.parsed.text).toContain('85 m²');
    expect(toStaff.parsed.text).toContain('Sülz');
    expect(toStaff.parsed.text).toContain('Abends');
    expect(toOwner.parsed.subject).toContain('Ihre Online-Immobilienbewertung');
    const range = `${estimate.total.low.toLocaleString('de-DE')} € bis ${estimate.total.high.toLocaleString('de-DE')} €`;
    expect(toOwner.parsed.text).toContain(range);
    expect(toOwner.parsed.text).toContain('ersetzt kein Wertgutachten');
    expect(toOwner.parsed.text?.replace(/\s+/g, ' ')).toContain('Marktdaten für Köln-Sülz (Stadtteil)');
    expect(toOwner.parsed.text?.replace(/\s+/g, ' ')).toContain(
      'Dr. Markus Hilgers (Immobilienbewertung) bewertet Ihre Immobilie gern kostenlos',
    );
  }, 60_000);

  it('falls back to the Marktdaten of the Stadtbezirk for a Stadtteil without its own, and says so', async () => {
    // Brück has no starting figures; Kalk, in the same Stadtbezirk, has.
    const response = await post({ ...owner, district: 'brueck', postcode: '51109', email: 'bernd@example.org' });
    expect(response.statusCode).toBe(201);
    const { id, estimate } = response.json();
    expect(estimate).toMatchObject({ basis: 'market', marketScope: 'borough', comparables: 0 });
    expect((await staff(`/api/inquiries/${id}`)).json().estimateBasis).toBe('market-borough');
    await smtp.waitFor(4, 30_000);
    const toOwner = smtp.received.find((mail) => mail.envelopeTo.includes('bernd@example.org'))!;
    expect(toOwner.parsed.text?.replace(/\s+/g, ' ')).toContain('Grundlage Marktdaten für Köln-Kalk (Stadtbezirk)');
  }, 60_000);

  it('uses the agency’s own sales once there are enough in the district and type', async () => {
    for (const price of [500_000, 520_000, 540_000]) {
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { origin: ORIGIN, cookie },
        payload: {
          title: 'Verkaufte Wohnung',
          marketingType: 'kauf',
          usage: 'wohnen',
          objectType: 'wohnung',
          status: 'verkauft',
          postcode: '50939',
          city: 'Köln',
          district: 'klettenberg',
          price,
          livingArea: 80,
          yearBuilt: 1986,
          condition: 'gepflegt',
        },
      });
      expect(created.statusCode).toBe(201);
    }
    const response = await post({
      ...owner,
      district: 'klettenberg',
      postcode: '50939',
      livingArea: 80,
      yearBuilt: 1986,
      lastModernisation: null,
      condition: 'gepflegt',
      features: [],
    });
    expect(response.statusCode).toBe(201);
    // 6,500 €/m² median, standard object (age 40 → factor 1): 80 m² × 6,500 € = 520,000 €, ±15 % with three sales.
    expect(response.json().estimate).toMatchObject({
      basis: 'comparables',
      comparables: 3,
      widened: false,
      perSqm: { middle: 6_500 },
      total: { middle: 520_000, low: 442_000, high: 598_000 },
    });
  });

  it('refuses implausible and missing answers in German, and stores nothing', async () => {
    const before = (await staff('/api/inquiries')).json().length;
    const tiny = await post({ ...owner, livingArea: 5 });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errors.livingArea).toBe(
      'Eine Wohnung mit 5 m² Wohnfläche ist sehr unwahrscheinlich. Bitte geben Sie einen Wert zwischen 15 und 500 m² an.',
    );
    expect((await post({ ...owner, livingArea: 9_000 })).json().errors.livingArea).toContain('9.000 m²');
    expect((await post({ ...owner, objectType: undefined })).json().errors).toEqual({
      objectType: 'Bitte wählen Sie die Art Ihrer Immobilie.',
    });
    expect((await post({ ...owner, privacyConsent: false })).json().errors.privacyConsent).toContain('Datenschutzhinweise');
    expect((await post({ ...owner, postcode: '10115' })).json().errors.postcode).toContain('Kölner Postleitzahl');
    // The estimate is the server's: a visitor cannot send one.
    expect((await post({ ...owner, estimateMiddle: 1 })).json().errors.estimateMiddle).toBe('Dieses Feld ist unbekannt.');
    expect((await post([owner])).statusCode).toBe(400);
    expect((await staff('/api/inquiries')).json().length).toBe(before);
  });

  it('stores nothing from a bot that fills the honeypot, and limits one address to five requests', async () => {
    const before = (await staff('/api/inquiries')).json().length;
    expect((await post({ ...owner, website: 'https://spam.example' })).statusCode).toBe(201);
    expect((await staff('/api/inquiries')).json().length).toBe(before);
    const address = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await post({ ...owner, livingArea: 5 }, address)).statusCode).toBe(400);
    const limited = await post(owner, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain('sehr viele Anfragen');
  });
});

describe('POST /immobilienbewertung (the funnel without JavaScript)', () => {
  const form = (fields: [string, string][]) =>
    testApp.app.inject({
      method: 'POST',
      url: '/immobilienbewertung',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `192.0.2.${++client}` },
    });

  it('renders the next step with the earlier answers in hidden fields, and the same step with German errors', async () => {
    const next = await form([
      ['schritt', 'objekt'],
      ['aktion', 'weiter'],
      ['objectType', 'haus'],
    ]);
    expect(next.statusCode).toBe(200);
    expect(next.headers['cache-control']).toBe('no-store');
    expect(next.body).toContain('Wo liegt die Immobilie?');
    expect(next.body).toMatch(/<input type="hidden" name="objectType" value="haus"\/>/);
    const wrong = await form([
      ['schritt', 'flaeche'],
      ['aktion', 'weiter'],
      ['objectType', 'wohnung'],
      ['livingArea', '9.000'],
    ]);
    expect(wrong.body).toContain('Wie groß ist die Immobilie?');
    expect(wrong.body).toContain('Eine Wohnung mit 9.000 m² Wohnfläche ist sehr unwahrscheinlich.');
    const back = await form([
      ['schritt', 'flaeche'],
      ['aktion', 'zurueck'],
      ['objectType', 'wohnung'],
      ['livingArea', '85,5'],
    ]);
    expect(back.body).toContain('Wo liegt die Immobilie?');
    expect(back.body).toMatch(/name="livingArea" value="85.5"/);
  });

  it('stores the lead after the last step and shows the estimate', async () => {
    const before = (await staff('/api/inquiries')).json().length;
    const fields: [string, string][] = [
      ['schritt', 'kontakt'],
      ['aktion', 'weiter'],
      ['objectType', 'grundstueck'],
      ['postcode', '50999'],
      ['district', 'rodenkirchen'],
      ['plotArea', '600'],
      ['purpose', 'information'],
      ['name', 'Max Mustermann'],
      ['email', 'max@example.org'],
      ['privacyConsent', 'ja'],
      ['website', ''],
    ];
    const done = await form(fields);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ihre Online-Schätzung');
    // Rodenkirchen land: 1,200 €/m² middle × 600 m².
    expect(done.body).toContain('720.000 €');
    expect(done.body).toContain('ersetzt kein Wertgutachten');
    expect((await staff('/api/inquiries')).json().length).toBe(before + 1);
  });
});
