import { accessibilityViolations, expect, screenshots, test } from './support/dashboard';
import { freshClientAddress } from './support/publicSite';

/** The dashboard's "Suchaufträge": staff find a visitor's search request, export it and delete it on request (DSGVO Art. 17). */
test('staff find a search request, export it and delete it on the visitor’s demand', async ({ page, visitor, baseURL }) => {
  test.setTimeout(120_000);
  const email = `suche.${Date.now()}@example.org`;
  const created = await visitor.post('/api/suchauftraege', {
    data: {
      email,
      name: 'Erika Suchende',
      frequency: 'taeglich',
      criteria: { marketingType: 'kauf', objectType: 'wohnung', districts: ['suelz'], minRooms: 3 },
    },
    headers: { origin: baseURL!, 'x-forwarded-for': freshClientAddress() },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/dashboard/suchauftraege');
  await expect(page.getByRole('heading', { name: 'Suchaufträge', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('E-Mail enthält').fill(email);
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Wohnung · Kauf · Sülz').first()).toBeVisible();
  await expect(page.getByText(/unbestätigt/).first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshots(page, 'dashboard-search-alerts');

  const csv = await page.request.get((await page.getByRole('link', { name: 'Als CSV exportieren' }).getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  const rows = (await csv.text()).trim().split('\n');
  expect(rows, 'one request matches the filter, after the heading line').toHaveLength(2);
  expect(rows[1]).toContain(email);

  await page.getByRole('button', { name: `Suchauftrag von ${email} löschen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Suchauftrag löschen?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Keine Suchaufträge zu diesen Filtern.')).toBeVisible();
  await page.getByLabel('E-Mail enthält').fill('');
  await expect(page.getByText(email)).toHaveCount(0);
});
