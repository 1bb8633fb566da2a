import { readFile } from 'node:fs/promises';
import { expect, publicList, screenshots, test, watchConsole } from './support/dashboard';

test('staff read an inquiry from the website and mark it handled', async ({ page, visitor, baseURL }) => {
  const problems = watchConsole(page);
  const name = `Jana Krüger ${Date.now()}`;
  // A visitor sends the contact form (the public API, from the site's own origin).
  const sent = await visitor.post('/api/inquiries', {
    headers: { origin: baseURL! },
    data: {
      name,
      email: 'jana.krueger@example.de',
      phone: '0221 987654',
      topic: 'bewertung',
      message: 'Wir möchten unser Haus in Rodenkirchen bewerten lassen.\nAm besten abends.',
      privacyConsent: true,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  // The overview lists it among the newest inquiries.
  await page.goto('/dashboard');
  const newest = page.getByRole('region', { name: 'Neueste Anfragen' });
  await newest.getByRole('link', { name: new RegExp(name) }).click();

  await expect(page.getByText('Wir möchten unser Haus in Rodenkirchen bewerten lassen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'jana.krueger@example.de' })).toHaveAttribute('href', 'mailto:jana.krueger@example.de');
  await expect(page.getByText('Kostenlose Immobilienbewertung')).toBeVisible();
  await expect(page.getByText('Neu', { exact: true })).toBeVisible();
  await screenshots(page, 'dashboard-inquiry-show');

  // The Nachweis for a dispute: one PDF named after the inquiry.
  const evidence = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Nachweis (PDF)' }).click();
  expect((await evidence).suggestedFilename()).toBe(`Nachweis-Anfrage-${id}.pdf`);
  expect((await readFile(await (await evidence).path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect(page.getByText('Die Anfrage ist als erledigt markiert.')).toBeVisible();
  await expect(page.getByText('Erledigt', { exact: true })).toBeVisible();
  const stored = await page.request.get(`/api/inquiries/${id}`);
  expect(await stored.json()).toMatchObject({
    status: 'erledigt',
    message: 'Wir möchten unser Haus in Rodenkirchen bewerten lassen.\nAm besten abends.',
  });

  // Inquiries come only from the website: the dashboard offers no way to create one.
  await page.goto('/dashboard/inquiries');
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anlegen' })).toHaveCount(0);
  await screenshots(page, 'dashboard-inquiries-list');

  await page.getByText(name).click();
  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Eintrag gelöscht')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rückgängig' })).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(async () => (await page.request.get(`/api/inquiries/${id}`)).status()).toBe(404);
  expect(problems).toEqual([]);
});

test('on a phone the list shows each inquiry as one summary: name, topic, time, status and offer', async ({ page, visitor, baseURL }) => {
  const problems = watchConsole(page);
  const [offer] = await publicList(visitor, 'properties', { status: ['verfuegbar', 'reserviert'] });
  const name = `Tobias Brandt ${Date.now()}`;
  // From an address of its own, so the visitors' inquiry limit of the other tests is untouched.
  const sent = await visitor.post('/api/inquiries', {
    headers: { origin: baseURL!, 'x-forwarded-for': '192.0.2.45' },
    data: {
      name,
      email: 'tobias.brandt@example.de',
      topic: 'besichtigung',
      property: offer.id,
      message: 'Ist am Samstag eine Besichtigung möglich?',
      privacyConsent: true,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const stored = (await (await page.request.get(`/api/inquiries/${id}`)).json()) as { createdAt: string };
  const received = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(stored.createdAt));

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/inquiries');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Besichtigung vereinbaren');
  await expect(row).toContainText(received);
  await expect(row.getByText('Neu', { exact: true })).toBeVisible();
  await expect(row).toContainText(String(offer.title));
  // One summary column instead of the desktop's five, and nothing to scroll sideways.
  await expect(page.getByRole('columnheader')).toHaveText(['', 'Name']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The row still opens the inquiry.
  await row.getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/inquiries/${id}/show$`));
  await expect(page.getByText('Ist am Samstag eine Besichtigung möglich?')).toBeVisible();

  expect((await page.request.delete(`/api/inquiries/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200);
  expect(problems).toEqual([]);
});
