import { accessibilityViolations, expect, screenshots, test, watchConsole } from './support/dashboard';

test('staff list, filter, export and delete search requests; a listing shows the requests it meets', async ({ page, visitor, baseURL }) => {
  const problems = watchConsole(page);
  const email = `suche-${Date.now()}@example.org`;
  // A visitor saves a search on /angebote (the shared test server sends no mail: the request stays unconfirmed).
  const sent = await visitor.post('/api/suchauftraege', {
    headers: { origin: baseURL!, 'x-forwarded-for': '192.0.2.77' },
    data: { email, name: 'Familienwohnung', frequency: 'taeglich', criteria: { marketingType: 'kauf', objectType: 'wohnung', districts: ['nippes'], minRooms: 3 } },
  });
  expect(sent.status(), await sent.text()).toBe(202);

  await page.goto('/dashboard');
  await page.getByRole('menuitem', { name: 'Suchaufträge' }).click();
  await expect(page.getByRole('heading', { name: 'Suchaufträge', level: 1 })).toBeVisible();
  await page.getByLabel('E-Mail enthält').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Wohnung · Kauf · Nippes · ab 3');
  await expect(row).toContainText('unbestätigt');
  await expect(page.getByRole('link', { name: 'Als CSV exportieren' })).toHaveAttribute('href', /export\.csv\?email=/);
  const csv = await page.request.get(`/api/search-alerts/export.csv?email=${encodeURIComponent(email)}`);
  expect(await csv.text()).toContain(email);
  expect(await accessibilityViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'dashboard-search-alerts');

  await row.getByRole('button', { name: `Suchauftrag von ${email} löschen` }).click();
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Keine Suchaufträge zu diesen Filtern.')).toBeVisible();

  // The edit screen of a listing names the active requests it meets (none confirmed here: 0).
  await page.goto('/dashboard/properties');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByText(/aktive Suchaufträge? pass(t|en) zu diesem Objekt/)).toBeVisible();
  expect(problems).toEqual([]);
});
