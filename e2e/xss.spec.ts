// Stored XSS, the browser half (the server half is server/security/storedXss.test.ts): script payloads in every
// free-text field of a listing, a reference, a team member, a testimonial, a key figure, the agency data and an
// inquiry sent through the exposé form stay text in a real browser – on every public page that shows them and on the
// dashboard's list, show and edit screens (react-admin renders them too). Tripwires: a dialog, `window.__xss`, a
// request to the sentinel path, a CSP violation, an event-handler or `javascript:` attribute, or a frame.
import type { APIRequestContext, Page } from '@playwright/test';
import { resources } from '../src/shared/resources/registry';
import { expect, screenshots, test, testPicture } from './support/dashboard';
import { freshClientAddress } from './support/publicSite';
import { armTripwires, executableTraces, pageText, payloads, SENTINEL_PATH, withPayloads, type MarkedField } from './support/xssPayloads';
import { settled } from './support/settled';

test.describe.configure({ mode: 'serial' });
// Many pages, each checked after it has gone quiet.
test.setTimeout(180_000);

const marked: MarkedField[] = [];
const ids = { offer: '', reference: '', team: '', testimonial: '', number: '', inquiry: '' };
let staff: APIRequestContext;
let originalSettings: Record<string, unknown> | null = null;
/** The declared fields of a resource: what a PUT accepts (no id or timestamps). */
const fieldNames = (resource: keyof typeof resources) => resources[resource].fields.map((field) => field.name as string);
const only = (record: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => names.includes(key)));

async function api(method: 'post' | 'put' | 'delete' | 'get', url: string, data?: unknown) {
  const response = await staff[method](url, data === undefined ? {} : { data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown> & { id: string };
}

test.beforeAll(async ({ playwright, staffState }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL!;
  staff = await playwright.request.newContext({ baseURL, storageState: staffState, extraHTTPHeaders: { origin: baseURL } });

  const picture = await testPicture(120, 60, 90);
  const upload = await staff.post('/api/uploads', { multipart: { file: picture } });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = { ...(await upload.json()), alt: payloads('XSSaltQ')[1] };

  ids.team = (
    await api(
      'post',
      '/api/team',
      withPayloads('team', 't', { email: 'xss.probe@rheinkontor-immobilien.de', order: 0, published: true, photo: image }, marked),
    )
  ).id;
  const listing = {
    marketingType: 'kauf',
    usage: 'wohnen',
    objectType: 'wohnung',
    published: true,
    postcode: '50937',
    district: 'suelz',
    price: 450_000,
    buyerCommission: 'prozent',
    buyerCommissionPercent: 3.57,
    livingArea: 80,
    rooms: 3,
    energyCertificateType: 'liegt-nicht-vor',
    images: [image],
    contactPerson: ids.team,
    showExactAddress: true,
  };
  ids.offer = (
    await api('post', '/api/properties', withPayloads('properties', 'o', { ...listing, status: 'verfuegbar', featured: true }, marked))
  ).id;
  ids.reference = (
    await api(
      'post',
      '/api/properties',
      withPayloads('properties', 'r', { ...listing, status: 'verkauft', showAsReference: true, showPriceInReference: true }, marked),
    )
  ).id;
  ids.testimonial = (
    await api(
      'post',
      '/api/testimonials',
      withPayloads('testimonials', 'k', { rating: 5, service: 'verkauf', order: 0, published: true }, marked),
    )
  ).id;
  ids.number = (await api('post', '/api/numbers', withPayloads('numbers', 'n', { value: 321, order: 0, published: true }, marked))).id;

  originalSettings = only(await api('get', '/api/settings/agency'), fieldNames('settings'));
  await api('put', '/api/settings/agency', withPayloads('settings', 's', originalSettings, marked));
});

test.afterAll(async () => {
  if (!staff) return;
  const problems: string[] = [];
  const remove = async (url: string) => {
    const response = await staff.delete(url);
    if (!response.ok() && response.status() !== 404) problems.push(`DELETE ${url}: ${response.status()}`);
  };
  if (ids.inquiry) await remove(`/api/inquiries/${ids.inquiry}`);
  for (const [resource, id] of [
    ['properties', ids.offer],
    ['properties', ids.reference],
    ['testimonials', ids.testimonial],
    ['numbers', ids.number],
    ['team', ids.team],
  ]) {
    if (id) await remove(`/api/${resource}/${id}`);
  }
  if (originalSettings) {
    const restored = await staff.put('/api/settings/agency', { data: originalSettings });
    if (!restored.ok()) problems.push(`restoring the agency data: ${restored.status()} ${await restored.text()}`);
    const now = only(await api('get', '/api/settings/agency'), fieldNames('settings'));
    if (JSON.stringify(now) !== JSON.stringify(originalSettings)) problems.push('the agency data differ from before the test');
  }
  await staff.dispose();
  expect(problems).toEqual([]);
});

interface Tripwires {
  dialogs: string[];
  sentinel: string[];
  problems: string[];
}

/** Listens for everything a payload that ran would cause; the CSP listener is installed before any page script. */
async function arm(page: Page): Promise<Tripwires> {
  const wires: Tripwires = { dialogs: [], sentinel: [], problems: [] };
  await armTripwires(page);
  page.on('dialog', (dialog) => {
    wires.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('javascript:') || (/^https?:/.test(url) && new URL(url).pathname.startsWith(SENTINEL_PATH)))
      wires.sentinel.push(url);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame|evaluate)/i.test(message.text()) || /XSS\w+Q/.test(message.text()))
      wires.problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => wires.problems.push(`pageerror: ${error.message}`));
  return wires;
}

type Expectation = { resource: MarkedField['resource']; record?: string; field: string };
/** Where each marked field was seen (page → `resource.field` + record letter), for the closing report. */
const shownOn: Record<string, Set<string>> = {};
const key = (entry: MarkedField) => `${entry.resource}.${entry.field}${entry.record}`;

/**
 * Checks the page as it stands – nothing ran, nothing became markup – and returns the text it shows. The tripwires
 * are emptied afterwards, so a finding names the page it happened on.
 */
async function inspect(page: Page, wires: Tripwires, where: string): Promise<string> {
  await settled(page);
  // Handlers of broken images and SVG load events fire right after loading.
  await page.waitForTimeout(250);
  const traces = await executableTraces(page);
  expect
    .soft({ where, dialogs: wires.dialogs, sentinel: wires.sentinel, problems: wires.problems, traces })
    .toEqual({ where, dialogs: [], sentinel: [], problems: [], traces: [] });
  for (const list of [wires.dialogs, wires.sentinel, wires.problems]) list.length = 0;
  const text = await pageText(page);
  const seen = (shownOn[where] ??= new Set());
  for (const entry of marked) if (text.includes(entry.marker)) seen.add(key(entry));
  return text;
}

/**
 * The expected fields are shown: plain text as the payload was typed (so the browser rendered it as text), rich text
 * (cleaned before storing) at least with its marker.
 */
function expectShown(where: string, text: string, expected: Expectation[]) {
  for (const want of expected) {
    const entries = marked.filter(
      (entry) => entry.resource === want.resource && entry.field === want.field && (!want.record || entry.record === want.record),
    );
    expect(entries.length, `${want.resource}.${want.field} has a marked payload`).toBeGreaterThan(0);
    const shown = entries.filter((entry) => text.includes(entry.rich ? entry.marker : entry.payload));
    expect.soft(shown.length, `${where}: ${want.resource}.${want.field}${want.record ?? ''} shown as text`).toBeGreaterThan(0);
  }
}

const field = (resource: Expectation['resource'], name: string, record?: string): Expectation => ({ resource, field: name, record });
const fields = (resource: Expectation['resource'], record: string, names: string[]) => names.map((name) => field(resource, name, record));
/** Every marked field of one record. */
const allOf = (resource: Expectation['resource'], record: string) =>
  marked.filter((entry) => entry.resource === resource && entry.record === record).map((entry) => field(resource, entry.field, record));
const payloadOf = (resource: string, name: string, record: string) =>
  marked.find((entry) => entry.resource === resource && entry.field === name && entry.record === record)!.payload;

const LISTING_TEXTS = ['title', 'objectNumber', 'objectSubtype', 'availableFrom', 'street', 'city', 'description', 'locationDescription'];

test('the tripwires fire on a real injection (so their silence below means something)', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const wires = await arm(page);
  const payload = payloads('XSSselfQ')[0];
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(250);
  };

  // A same-origin page without the site's CSP: the payload runs – flag, dialog and sentinel request.
  await page.route('**/xss-selbsttest', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Selbsttest</title><p>${payload}</p>` }),
  );
  await page.goto('/xss-selbsttest');
  await settled();
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBe('XSSselfQ');
  expect(wires.dialogs).toContain('alert: XSSselfQ');
  expect(wires.sentinel.length).toBeGreaterThan(0);
  expect((await executableTraces(page)).join('\n')).toMatch(/onerror|iframe/);

  // A real page of the site with the same markup slipped in: the CSP refuses the handlers, and the tripwires see it.
  for (const list of [wires.dialogs, wires.sentinel, wires.problems]) list.length = 0;
  await page.goto('/impressum');
  await settled();
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), payload);
  await settled();
  const traces = await executableTraces(page);
  expect(traces.some((trace) => trace.startsWith('CSP violation: script-src'))).toBe(true);
  expect(traces.some((trace) => trace.includes('onerror'))).toBe(true);
  expect(wires.sentinel.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await context.close();
});

test('a visitor sees the payloads as text on every public page, and an inquiry with payloads goes out', async ({ browser }) => {
  const context = await browser.newContext({
    // A decided visitor: no consent banner over the screenshots.
    storageState: {
      cookies: [
        { name: 'consent', value: 'denied', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() },
  });
  const page = await context.newPage();
  const wires = await arm(page);
  const visit = async (path: string, expected: Expectation[]) => {
    const response = await page.goto(path);
    // A render error would show the error page, and the checks below would only say "not shown".
    expect(response?.status(), `${path} answered`).toBe(200);
    expectShown(path, await inspect(page, wires, path), expected);
  };
  const footer = [field('settings', 'companyName'), field('settings', 'street'), field('settings', 'city')];

  const exposé = `/angebote/${ids.offer}`;
  await visit(exposé, [
    ...fields('properties', 'o', [...LISTING_TEXTS, 'commission', 'featuresDescription', 'otherInformation']),
    field('team', 'name'),
    field('team', 'role'),
    ...footer,
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payloadOf('properties', 'title', 'o'));
  // Also fails if long unbroken words in staff's texts make a phone's page scroll sideways.
  await screenshots(page, 'xss-public-expose');

  // The visitor asks about the listing through its form, with payloads in the free-text fields.
  const name = payloads('XSSiNameQ')[1];
  const message = payloads('XSSiMessageQ')[0];
  const form = page.locator('#anfrage');
  await form.getByLabel('Vor- und Nachname').fill(name);
  await form.getByLabel('E-Mail-Adresse').fill('xss.probe@example.de');
  await form.getByLabel('Ihre Nachricht').fill(message);
  await form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByRole('status')).toContainText(`Vielen Dank, ${name}!`);
  marked.push({ resource: 'inquiries', field: 'name', record: 'i', marker: 'XSSiNameQ', payload: name, rich: false });
  marked.push({ resource: 'inquiries', field: 'message', record: 'i', marker: 'XSSiMessageQ', payload: message, rich: false });
  expectShown(`${exposé} (inquiry sent)`, await inspect(page, wires, `${exposé} (inquiry sent)`), [field('inquiries', 'name')]);

  await visit('/angebote', [field('properties', 'title', 'o'), field('properties', 'city', 'o'), ...footer]);
  await visit('/angebote?vermarktung=kauf&stadtteil=suelz', [field('properties', 'title', 'o')]);
  await visit('/', [
    field('properties', 'title', 'o'),
    field('testimonials', 'author'),
    field('testimonials', 'text'),
    field('numbers', 'label'),
    field('team', 'name'),
    ...footer,
  ]);
  await visit('/referenzen', [field('properties', 'title', 'r'), field('properties', 'city', 'r')]);
  await visit(`/referenzen/${ids.reference}`, fields('properties', 'r', LISTING_TEXTS));
  await visit('/unser-team', [field('team', 'name'), field('team', 'role'), field('team', 'bio')]);
  // The withdrawal notice goes into exposé mails and the exposé PDF, not onto a page.
  await visit(
    '/impressum',
    allOf('settings', 's').filter((entry) => entry.field !== 'dataProtectionOfficer' && entry.field !== 'withdrawalNotice'),
  );
  await visit('/datenschutz', [field('settings', 'dataProtectionOfficer'), field('settings', 'companyName')]);
  await visit('/kontakt', [
    field('settings', 'companyName'),
    field('settings', 'legalForm'),
    field('settings', 'street'),
    field('settings', 'city'),
    field('settings', 'openingHours'),
  ]);
  await visit('/uber-uns', [field('numbers', 'label'), ...footer]);
  await visit('/leistungen/verkauf', [field('testimonials', 'author'), field('testimonials', 'text')]);
  for (const path of ['/leistungen/vermietung', '/leistungen/neubauprojekte', '/immobilienbewertung', '/login']) await visit(path, []);

  // Client-side navigation renders from the payload files instead of the server's HTML: the same must hold.
  await page.goto('/');
  await inspect(page, wires, '/ (before client navigation)');
  await page
    .getByRole('link', { name: payloadOf('properties', 'title', 'o') })
    .first()
    .click();
  await expect(page).toHaveURL(exposé);
  const where = `${exposé} (client navigation)`;
  expectShown(where, await inspect(page, wires, where), fields('properties', 'o', LISTING_TEXTS));
  await context.close();
});

test("staff see the payloads as text on the dashboard's list, show and edit screens, inquiries included", async ({ page }) => {
  const found = await staff.get(`/api/inquiries?filter=${encodeURIComponent(JSON.stringify({ q: 'xss.probe@example.de' }))}`);
  const inquiries = (await found.json()) as { id: string }[];
  expect(inquiries, 'the inquiry the visitor test sent').toHaveLength(1);
  ids.inquiry = inquiries[0].id;
  // The staff's own note on it gets a payload too; as a valuation request its show screen lists the funnel's answers (street).
  const inquiry = {
    ...only(await api('get', `/api/inquiries/${ids.inquiry}`), fieldNames('inquiries')),
    topic: 'bewertung',
    objectType: 'wohnung',
    postcode: '50937',
    district: 'suelz',
    livingArea: 80,
    yearBuilt: 1990,
    condition: 'gepflegt',
    purpose: 'verkauf',
  };
  await api('put', `/api/inquiries/${ids.inquiry}`, withPayloads('inquiries', 'i', inquiry, marked, ['name', 'message']));

  const wires = await arm(page);
  /** Opens a screen and, on a form with tabs, every tab in turn; the expected fields must be on one of them. */
  const visit = async (path: string, expected: Expectation[]) => {
    await page.goto(path);
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    let text = await inspect(page, wires, path);
    const tabs = page.getByRole('tab');
    for (let index = 1; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      text += `\n${await inspect(page, wires, `${path} tab ${index + 1}`)}`;
    }
    expectShown(path, text, expected);
  };

  await visit('/dashboard', [field('inquiries', 'name'), field('properties', 'title', 'o')]);
  const records = [
    ['properties', ids.offer, 'o', ['title', 'objectNumber']],
    ['properties', ids.reference, 'r', ['title', 'objectNumber']],
    ['team', ids.team, 't', ['name', 'role']],
    ['testimonials', ids.testimonial, 'k', ['author']],
    ['numbers', ids.number, 'n', ['label']],
  ] as const;
  for (const [resource, id, record, columns] of records) {
    await visit(`/dashboard/${resource}`, fields(resource, record, [...columns]));
    await visit(`/dashboard/${resource}/${id}/show`, allOf(resource, record));
    await visit(`/dashboard/${resource}/${id}`, allOf(resource, record));
  }
  await visit('/dashboard/settings', allOf('settings', 's'));
  await visit('/dashboard/inquiries', [field('inquiries', 'name'), field('properties', 'title', 'o')]);
  await visit(`/dashboard/inquiries/${ids.inquiry}/show`, [...allOf('inquiries', 'i'), field('properties', 'title', 'o')]);
  await visit(`/dashboard/inquiries/${ids.inquiry}`, [field('inquiries', 'name'), field('inquiries', 'note')]);

  await page.goto(`/dashboard/team/${ids.team}/show`);
  await expect(page.getByText(payloadOf('team', 'bio', 't')).first()).toBeVisible();
  await screenshots(page, 'xss-dashboard-team-show');
  await inspect(page, wires, 'team show (screenshots)');

  // Every marked field was shown somewhere, so the silence of the tripwires covers all of them.
  const all = new Set(Object.values(shownOn).flatMap((set) => [...set]));
  const never = marked.map(key).filter((name) => !all.has(name));
  console.info(
    `XSS browser check: ${marked.length} marked fields on ${Object.keys(shownOn).length} screens; never shown: ${never.join(', ') || 'none'}`,
  );
  expect(never).toEqual([]);
});
