import type { Page } from '@playwright/test';
import { offer } from '../test-support/firebase/records';
import { expect, screenshots, test, watchConsole } from './support/dashboard';

// One offer's Verlauf (price changed, read in German, the former price restored) and the Papierkorb (deleted, brought back).
// A busy machine needs long for the dashboard's first load.
test.describe.configure({ timeout: 120_000 });

const title = `Altbau mit Verlauf ${Date.now()}`;
let id = '';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
const apiRecord = async (page: Page) => {
  const response = await page.request.get(`/api/properties/${id}`);
  return response.ok() ? ((await response.json()) as Record<string, unknown>) : null;
};

test('a changed price shows in the Verlauf as "Kaufpreis: 649.000 € → 625.000 €" and the former version comes back', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const created = await page.request.post('/api/properties', { data: offer(title, { price: 649_000 }), headers: { origin: baseURL! } });
  expect(created.status()).toBe(201);
  id = ((await created.json()) as { id: string }).id;

  await page.goto(`/dashboard/properties/${id}`);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(title, { timeout: 60_000 });
  expect(problems).toEqual([]);
  await tab(page, 'Preise');
  await page.getByRole('textbox', { name: 'Kaufpreis' }).fill('625000');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(async () => (await apiRecord(page))?.price).toBe(625_000);

  await page.goto(`/dashboard/properties/${id}`);
  await tab(page, 'Verlauf');
  const history = page.getByRole('list', { name: 'Verlauf' });
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText(/^Geändert von Administrator, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(newest.getByText(/^Kaufpreis: 649\.000\s€ → 625\.000\s€$/)).toBeVisible();
  await expect(history.getByText(/^Angelegt von Administrator/)).toBeVisible();
  await screenshots(page, 'dashboard-history');

  await history.getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Diese Version wiederherstellen?' });
  await expect(dialog).toContainText('als neue Änderung im Verlauf');
  await screenshots(page, 'dashboard-history-confirm');
  await dialog.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText('Die Version wurde wiederhergestellt.')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Wiederhergestellt von Administrator');
  await expect(
    history
      .getByRole('listitem')
      .first()
      .getByText(/^Kaufpreis: 625\.000\s€ → 649\.000\s€$/),
  ).toBeVisible();
  expect((await apiRecord(page))?.price).toBe(649_000);
  // The form shows the restored price too.
  await tab(page, 'Preise');
  await expect(page.getByRole('textbox', { name: 'Kaufpreis' })).toHaveValue('649000');
  expect(problems).toEqual([]);
});

test('a deleted offer waits in the Papierkorb and comes back under its id', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  const deletedTitle = `Altbau im Papierkorb ${Date.now()}`;
  const created = await page.request.post('/api/properties', {
    data: offer(deletedTitle, { price: 520_000 }),
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const deletedId = ((await created.json()) as { id: string }).id;
  const stored = async () => ((await page.request.get(`/api/properties/${deletedId}`)).ok() ? deletedId : null);

  await page.goto(`/dashboard/properties/${deletedId}`);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(deletedTitle, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Löschen' }).click();
  // Deleting is undoable: it happens when the notification has gone.
  await expect.poll(stored, { timeout: 15_000 }).toBeNull();

  await page.getByRole('menuitem', { name: 'Papierkorb' }).click();
  await expect(page).toHaveURL('/dashboard/papierkorb');
  await expect(page.getByRole('heading', { name: 'Papierkorb', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: deletedTitle });
  await expect(row).toContainText('Immobilie');
  await expect(row).toContainText('Administrator');
  await expect(row.getByRole('cell').nth(4)).toHaveText('30');
  await screenshots(page, 'dashboard-papierkorb');

  await row.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText(`„${deletedTitle}“ wurde wiederhergestellt.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(stored).toBe(deletedId);
  expect(problems).toEqual([]);
});
