import { expect, screenshots, test, watchConsole } from './support/dashboard';

test('staff read an inquiry from the website and mark it handled', async ({ page, visitor, baseURL }) => {
  const problems = watchConsole(page);
  const name = `Jana Krüger ${Date.now()}`;
  // A visitor sends the contact form (the public API, from the site's own origin).
  const sent = await visitor.post('/api/inquiries', {
    headers: { origin: baseURL! },
    data: { name, email: 'jana.krueger@example.de', phone: '0221 987654', topic: 'bewertung', message: 'Wir möchten unser Haus in Rodenkirchen bewerten lassen.\nAm besten abends.', privacyConsent: true },
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

  await page.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect(page.getByText('Die Anfrage ist als erledigt markiert.')).toBeVisible();
  await expect(page.getByText('Erledigt', { exact: true })).toBeVisible();
  const stored = await page.request.get(`/api/inquiries/${id}`);
  expect(await stored.json()).toMatchObject({ status: 'erledigt', message: 'Wir möchten unser Haus in Rodenkirchen bewerten lassen.\nAm besten abends.' });

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
