import { expect, test } from './support/dashboard';

test('the overview charts the page views that consenting visitors produced', async ({ page, browser, baseURL }) => {
  // A visitor in a browser of her own accepts analytics and looks at the home page.
  const visitorContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const beacon = visitor.waitForRequest((request) => request.url().endsWith('/api/analytics') && request.method() === 'POST');
  await visitor.getByRole('region', { name: 'Datenschutz-Einstellungen' }).getByRole('button', { name: 'Akzeptieren' }).click();
  await beacon;
  await visitorContext.close();

  await page.goto('/dashboard');
  const chart = page.getByRole('region', { name: 'Seitenaufrufe pro Tag' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/dashboard-overview-stats-1280.png', fullPage: true });
});
