import type { APIRequestContext, Page } from '@playwright/test';
import { expect, publicRecord, screenshots, test, testPicture, watchConsole } from './support/dashboard';

/** Names of a resource's published records in the order the website shows them. */
async function publicOrder(visitor: APIRequestContext, resource: string, field: string): Promise<string[]> {
  const response = await visitor.get(`/api/${resource}?sort=${encodeURIComponent('["order","ASC"]')}`);
  return ((await response.json()) as Record<string, string>[]).map((record) => record[field]);
}

async function waitForOrderSaved(page: Page) {
  await expect(page.getByText('Die Reihenfolge wurde gespeichert.')).toBeVisible();
  await expect(page.getByRole('button', { name: /nach unten verschieben$/ }).first()).toBeEnabled();
}

test('staff create, reorder and delete a team member', async ({ page, visitor }) => {
  const problems = watchConsole(page);
  const name = `Clara Wenzel ${Date.now()}`;
  await page.goto('/dashboard/team/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Funktion' }).fill('Immobilienberaterin');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('clara.wenzel@rheinkontor-immobilien.de');
  const photo = page.getByRole('group', { name: 'Foto' });
  await photo.locator('input[type=file]').setInputFiles(await testPicture(200, 180, 150));
  await photo.getByRole('textbox', { name: 'Bildbeschreibung (Bild)' }).fill(`Porträt von ${name}`);
  await page.getByRole('switch', { name: 'Veröffentlicht' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);

  // A new member is appended to the end of the order.
  await expect.poll(async () => (await publicOrder(visitor, 'team', 'name')).at(-1)).toBe(name);
  const before = await publicOrder(visitor, 'team', 'name');

  // Up by one with the button …
  await page.getByRole('button', { name: `${name} nach oben verschieben` }).click();
  await waitForOrderSaved(page);
  expect(await publicOrder(visitor, 'team', 'name')).toEqual([...before.slice(0, -2), name, before.at(-2)]);

  // … and to the top by dragging its handle onto the first row.
  const rows = page.locator('tbody tr');
  await rows.filter({ hasText: name }).getByTestId('drag-handle').dragTo(rows.first().getByTestId('drag-handle'));
  await waitForOrderSaved(page);
  expect((await publicOrder(visitor, 'team', 'name'))[0]).toBe(name);
  await screenshots(page, 'dashboard-team-list');

  // Deleting from the list: select the row, delete, and let the undo time pass.
  const row = rows.filter({ hasText: name });
  const id = (await (await visitor.get(`/api/team?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`)).json())[0].id as string;
  await row.getByRole('checkbox', { name: 'Diese Zeile auswählen' }).check();
  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Eintrag gelöscht')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rückgängig' })).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(async () => publicRecord(visitor, 'team', id)).toBeNull();
  expect(problems).toEqual([]);
});

test('staff create, reorder and delete a key figure', async ({ page, visitor }) => {
  const problems = watchConsole(page);
  const label = `Jahre am Kölner Markt ${Date.now()}`;
  await page.goto('/dashboard/numbers/create');
  await page.getByRole('textbox', { name: 'Bezeichnung' }).fill(label);
  await page.getByRole('textbox', { name: 'Wert' }).fill('25');
  await page.getByRole('textbox', { name: /^Präfix/ }).fill('über');
  await page.getByRole('switch', { name: 'Veröffentlicht' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/dashboard\/numbers$/);
  await expect.poll(async () => (await publicOrder(visitor, 'numbers', 'label')).at(-1)).toBe(label);
  const before = await publicOrder(visitor, 'numbers', 'label');

  // The one before it moves down: the new figure is now second to last … then first, by dragging.
  await page.getByRole('button', { name: `${before.at(-2)} nach unten verschieben` }).click();
  await waitForOrderSaved(page);
  expect((await publicOrder(visitor, 'numbers', 'label')).at(-2)).toBe(label);
  const rows = page.locator('tbody tr');
  await rows.filter({ hasText: label }).getByTestId('drag-handle').dragTo(rows.first().getByTestId('drag-handle'));
  await waitForOrderSaved(page);
  expect((await publicOrder(visitor, 'numbers', 'label'))[0]).toBe(label);

  // Deleting from its edit screen.
  const [figure] = (await (await visitor.get(`/api/numbers?filter=${encodeURIComponent(JSON.stringify({ q: label }))}`)).json()) as {
    id: string;
  }[];
  await page.getByText(label).click();
  await expect(page.getByRole('textbox', { name: 'Bezeichnung' })).toHaveValue(label);
  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Eintrag gelöscht')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rückgängig' })).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(async () => publicRecord(visitor, 'numbers', figure.id)).toBeNull();
  expect(problems).toEqual([]);
});
