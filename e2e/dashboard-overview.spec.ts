import { routePath } from '../src/shared/routes/routeTable';
import { expect, screenshots, test, watchConsole } from './support/dashboard';

test('the overview counts records, lists what needs doing and links to the website', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guten Tag');
  const stock = page.getByRole('region', { name: 'Bestand' });
  for (const label of ['Immobilien', 'Team', 'Kundenstimmen', 'Kennzahlen', 'Anfragen']) {
    await expect(stock.getByRole('link', { name: new RegExp(`\\d+ ${label}$`) })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Zu erledigen' })).toBeVisible();
  const website = page.getByRole('region', { name: 'Ihre Website' });
  await expect(website.getByRole('link', { name: /Angebote/ })).toHaveAttribute('href', routePath('angebote'));
  await expect(website.getByRole('link', { name: /Referenzen/ })).toHaveAttribute('href', routePath('referenzen'));
  // The daily retention run has run at the server's start and says what it deleted.
  await expect(page.getByRole('region', { name: 'Aufbewahrung' })).toContainText(/Letzter Löschlauf: \d{2}\.\d{2}\.\d{4}/);
  await screenshots(page, 'dashboard-overview');

  await stock.getByRole('link', { name: /Kundenstimmen$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/testimonials$/);
  await screenshots(page, 'dashboard-testimonials-list');
  expect(problems).toEqual([]);
});

test('the overview names offers without pictures', async ({ page }) => {
  const title = `Baugrundstück ohne Fotos ${Date.now()}`;
  const created = await page.request.post('/api/properties', {
    headers: { origin: new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin },
    data: {
      title,
      marketingType: 'kauf',
      usage: 'wohnen',
      objectType: 'grundstueck',
      status: 'verfuegbar',
      postcode: '50997',
      city: 'Köln',
      district: 'rodenkirchen',
      price: 420_000,
      energyCertificateType: 'nicht-erforderlich',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');
  const todos = page.getByRole('region', { name: 'Zu erledigen' });
  await expect(todos.getByRole('link', { name: new RegExp(title) })).toContainText('Keine Bilder');
  await todos.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);
  await page.request.delete(`/api/properties/${(await created.json()).id}`, { headers: { origin: new URL(page.url()).origin } });
});

test('staff keep the agency’s data for the Impressum', async ({ page, visitor }) => {
  const problems = watchConsole(page);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('textbox', { name: 'Firmenname' })).not.toHaveValue('');
  await page.getByRole('tab', { name: 'Kontakt' }).click();
  const hours = `Mo–Fr 9:00–18:00 Uhr\nSa nach Vereinbarung (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Öffnungszeiten' }).fill(hours);
  await page.getByRole('textbox', { name: 'PLZ' }).fill('5093');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).toBeVisible();
  await page.getByRole('textbox', { name: 'PLZ' }).fill('50937');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
  await expect.poll(async () => (await (await visitor.get('/api/settings/agency')).json()).openingHours).toBe(hours);
  await screenshots(page, 'dashboard-settings');
  expect(problems).toEqual([]);
});
