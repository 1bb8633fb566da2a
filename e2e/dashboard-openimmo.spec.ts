import { accessibilityViolations, expect, screenshots, test } from './support/dashboard';

/**
 * A colleague's OpenImmo file as agency software writes it: one flat for sale, its contact person not in our team
 * (so the report has a warning to show).
 */
const openImmoFile = (objectNumber: string, title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="OFFLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="Kollegensoftware" senderversion="1"/>
<anbieter><firma>Kollegen Immobilien GmbH</firma><openimmo_anid>OKOLLEGE</openimmo_anid>
<immobilie>
<objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
<geo><plz>50931</plz><ort>Köln</ort><regionaler_zusatz>Lindenthal</regionaler_zusatz></geo>
<kontaktperson><email_zentrale>info@kollegen.example</email_zentrale><name>Kollegin</name></kontaktperson>
<preise><kaufpreis>489000</kaufpreis></preise>
<flaechen><wohnflaeche>86</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
<freitexte><objekttitel>${title}</objekttitel><objektbeschreibung>Helle Altbauwohnung mit Balkon zum Garten.</objektbeschreibung></freitexte>
<verwaltung_techn><objektnr_extern>${objectNumber}</objektnr_extern><aktion/><openimmo_obid>${objectNumber}</openimmo_obid><stand_vom>2026-11-01</stand_vom></verwaltung_techn>
</immobilie></anbieter></openimmo>`;

/** The dashboard's "OpenImmo": staff import a colleague's file, read the report, and find the listing under Objekte. */
test('staff import an OpenImmo file and find the listing, unpublished, under Objekte', async ({ page }) => {
  test.setTimeout(120_000);
  const objectNumber = `E2E-${Date.now()}`;
  const title = `Altbauwohnung aus OpenImmo ${objectNumber}`;
  const file = { name: 'kollegen.xml', mimeType: 'application/xml', buffer: Buffer.from(openImmoFile(objectNumber, title)) };

  await page.goto('/dashboard/openimmo');
  await expect(page.getByRole('heading', { name: 'OpenImmo-Datei importieren' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Übertragungsprotokoll' })).toBeVisible();

  /** Chooses the file with the keyboard alone: the focused button and Enter or Space open the file dialog. */
  const chooseByKeyboard = async (button: string, key: 'Enter' | ' ') => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: button, exact: true }).focus();
    await page.keyboard.press(key);
    await (await chooser).setFiles(file);
  };

  // A dry run first: the report, and nothing stored.
  await chooseByKeyboard('Probelauf', 'Enter');
  await expect(page.getByRole('heading', { name: 'Ergebnis des Probelaufs (nichts gespeichert)' })).toBeVisible({ timeout: 20_000 });
  const search = await page.request.get(`/api/properties?filter=${encodeURIComponent(JSON.stringify({ q: objectNumber }))}`);
  expect(await search.json()).toEqual([]);

  await chooseByKeyboard('Importieren', ' ');
  await expect(page.getByRole('heading', { name: 'Ergebnis des Imports' })).toBeVisible({ timeout: 20_000 });
  const report = page.getByRole('table', { name: 'Ergebnis des Imports' });
  const row = report.getByRole('row').filter({ hasText: objectNumber });
  await expect(row).toContainText(title);
  await expect(row).toContainText('angelegt');
  await expect(row).toContainText('Die Kontaktperson „Kollegin“ ist nicht im Team');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshots(page, 'dashboard-openimmo');

  // The export of all published offers downloads as a ZIP.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als ZIP herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/^openimmo-\d{4}-\d{2}-\d{2}-voll\.zip$/);

  const created = (await (
    await page.request.get(`/api/properties?filter=${encodeURIComponent(JSON.stringify({ q: objectNumber }))}`)
  ).json()) as { id: string; published: boolean }[];
  expect(created).toHaveLength(1);
  expect(created[0].published).toBe(false);
  try {
    await page.goto('/dashboard/properties');
    await page.getByRole('textbox', { name: 'Suchen' }).fill(objectNumber);
    await expect(page.getByText(title)).toBeVisible({ timeout: 15_000 });
  } finally {
    expect(
      (await page.request.delete(`/api/properties/${created[0].id}`, { headers: { origin: new URL(page.url()).origin } })).status(),
    ).toBeLessThan(300);
  }
});
