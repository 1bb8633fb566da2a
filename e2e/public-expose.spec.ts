import { expect, test } from '@playwright/test';
import { apiList, currentOffers, freshClientAddress, references, staffHeaders, startPageCode } from './support/publicSite';

// Each test its own client address: the inquiry limit (5 per address and 10 minutes) stays per test.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() } });

test.describe('exposé', () => {
  test('a visitor opens an exposé from the list and browses the gallery with the keyboard', async ({ page, request }) => {
    const offer = (await currentOffers(request)).data.find((candidate) => candidate.images.length >= 3)!;
    expect(offer, 'an offer with at least three pictures').toBeTruthy();
    await page.goto(`/angebote?vermarktung=${offer.marketingType}&stadtteil=${offer.district}`);
    await page.getByRole('link', { name: offer.title }).click();
    await expect(page).toHaveURL(`/angebote/${offer.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    // Arrow keys are not held for the code like clicks: a keyboard user's Tab to the gallery has started it by then.
    await startPageCode(page);

    const gallery = page.getByTestId('gallery');
    const count = offer.images.length;
    await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
    await gallery.getByRole('button', { name: /^Bild 1 von \d+ im Vollbild öffnen/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
    await expect(gallery.getByRole('img', { name: offer.images[1].alt }).first()).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(`${count} / ${count}`)).toBeVisible();

    // Full screen: a modal dialog with arrow keys, closed by Escape, focus back where it was.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Vollbildgalerie: ${offer.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Bild ${count} von ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`Bild 1 von ${count}`)).toBeVisible();
    await expect(dialog.getByRole('img', { name: offer.images[0].alt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
  });

  test('a rental exposé names the agency as Wohnungsvermittler, the extra utilities and the energy data', async ({ page, request }) => {
    const rental = (await currentOffers(request, { marketingType: 'miete', energyCertificateType: ['bedarf', 'verbrauch'] })).data[0];
    await page.goto(`/angebote/${rental.id}`);
    await expect(page.getByTestId('broker-note')).toContainText('als Wohnungsvermittler tätig');
    await expect(page.getByTestId('broker-note')).toContainText('Die Nebenkosten sind nicht in der Kaltmiete enthalten');
    await expect(page.getByTestId('commission')).toContainText('Provision für Mieter');
    const energy = page.getByTestId('energy-certificate');
    await expect(energy).toContainText(rental.energyCertificateType === 'bedarf' ? 'Bedarfsausweis' : 'Verbrauchsausweis');
    await expect(energy).toContainText('kWh/(m²·a)');
    await expect(energy).toContainText('Wesentlicher Energieträger der Heizung');
    await expect(energy).toContainText(String(rental.yearBuilt));
    await expect(energy).toContainText(`Energieeffizienzklasse${rental.efficiencyClass}`);
  });

  test('a visitor sends an inquiry for this property and it is stored for the staff', async ({ page, request, baseURL }) => {
    const offer = (await currentOffers(request)).data[0];
    const email = `interessentin.${Date.now()}@example.de`;
    await page.goto(`/angebote/${offer.id}`);
    await page.getByRole('link', { name: 'Besichtigung vereinbaren' }).click();
    const form = page.locator('#anfrage');
    await expect(form.getByRole('radio', { name: 'Besichtigung vereinbaren' })).toBeChecked();
    await form.getByLabel('Vor- und Nachname').fill('Lena Hoffmann');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Telefonnummer').fill('0221 987654');
    await form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();

    const confirmation = form.getByRole('status');
    await expect(confirmation).toContainText('Vielen Dank, Lena Hoffmann! Ihre Anfrage ist bei uns eingegangen.');
    await expect(confirmation).toContainText('innerhalb eines Werktages');
    await expect(confirmation).toContainText(email);

    const staff = await staffHeaders(request, baseURL!);
    const stored = await apiList<Record<string, unknown>>(request, 'inquiries', { filter: { q: email } }, staff);
    expect(stored.data).toHaveLength(1);
    expect(stored.data[0]).toMatchObject({
      name: 'Lena Hoffmann',
      email,
      phone: '0221 987654',
      topic: 'besichtigung',
      property: offer.id,
      privacyConsent: true,
      status: 'neu',
    });
    expect(stored.data[0].message).toContain(offer.title);
  });

  test('invalid input is explained field by field and nothing typed is lost', async ({ page, request }) => {
    const offer = (await currentOffers(request)).data[0];
    await page.goto(`/angebote/${offer.id}`);
    const form = page.locator('#anfrage');
    await form.getByLabel('Vor- und Nachname').fill('Jonas Becker');
    // The first input loads the form's code. This test is about the errors, so the message is typed once the form is
    // hydrated: React resets a textarea to its server text while hydrating, and a fill() caught between its
    // select-all and its insert ends up before the default text (seen once in CI under load).
    await expect(page.locator('[data-hydrated]:has(#anfrage)')).toHaveCount(1);
    await form.getByLabel('E-Mail-Adresse').fill('jonas.becker@beispiel');
    await form.getByLabel('Ihre Nachricht').fill('Ist ein Stellplatz in der Nähe zu mieten?');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();

    const summary = form.getByRole('alert');
    await expect(summary).toContainText('Bitte prüfen Sie die markierten Angaben.');
    await expect(summary).toBeFocused();
    const email = form.getByLabel('E-Mail-Adresse');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse ein/);
    await expect(form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ })).toHaveAccessibleDescription(
      'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
    );
    await expect(form.getByLabel('Vor- und Nachname')).toHaveValue('Jonas Becker');
    await expect(form.getByLabel('Ihre Nachricht')).toHaveValue('Ist ein Stellplatz in der Nähe zu mieten?');

    // The error links lead to the field; correcting it clears its message.
    await summary.getByRole('link', { name: /gültige E-Mail-Adresse/ }).click();
    await expect(email).toBeFocused();
    await email.fill('jonas.becker@beispiel.de');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('when the server refuses (too many inquiries), the form keeps what was typed', async ({ page, request, baseURL }) => {
    const offer = (await currentOffers(request)).data[0];
    const address = freshClientAddress();
    const valid = {
      name: 'Bot Test',
      email: 'bot@example.de',
      topic: 'allgemein',
      message: 'Test',
      privacyConsent: true,
      website: 'https://spam.example',
    };
    // Five honeypot submissions from this address use up its allowance without storing anything.
    for (let i = 0; i < 5; i++) {
      const response = await request.post('/api/inquiries', { data: valid, headers: { origin: baseURL!, 'x-forwarded-for': address } });
      expect(response.status()).toBe(201);
    }
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await page.goto(`/angebote/${offer.id}`);
    const form = page.locator('#anfrage');
    await form.getByLabel('Vor- und Nachname').fill('Paula Schmitz');
    await form.getByLabel('E-Mail-Adresse').fill('paula.schmitz@example.de');
    await form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();

    await expect(form.getByRole('alert')).toContainText('Sie haben in kurzer Zeit sehr viele Anfragen gesendet');
    await expect(form.getByLabel('Vor- und Nachname')).toHaveValue('Paula Schmitz');
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('paula.schmitz@example.de');
    await expect(form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ })).toBeChecked();
  });

  test('an unknown or unpublished exposé answers 404 with the error page', async ({ page, request, baseURL }) => {
    const response = await page.goto('/angebote/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieses Angebot gibt es nicht mehr');

    const staff = await staffHeaders(request, baseURL!);
    const hidden = await apiList(request, 'properties', { filter: { published: false } }, staff);
    expect(hidden.total, 'the demo content has an unpublished listing').toBeGreaterThan(0);
    expect((await request.get(`/angebote/${hidden.data[0].id}`)).status()).toBe(404);
  });

  test('a sold reference under /angebote leads to its reference page', async ({ page, request }) => {
    const reference = (await references(request)).data[0];
    await page.goto(`/angebote/${reference.id}`);
    await expect(page).toHaveURL(`/referenzen/${reference.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference.title);
    await expect(
      page
        .locator('article')
        .getByText(reference.status === 'verkauft' ? 'Verkauft' : 'Vermietet', { exact: true })
        .first(),
    ).toBeVisible();
  });
});
