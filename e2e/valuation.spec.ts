import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from './support/axe';
import { freshClientAddress } from './support/publicSite';
import { screenshot } from './support/screenshots';

/** The valuation funnel (/immobilienbewertung) with and without JavaScript, at a phone's and a desktop's width. */
test.describe.configure({ timeout: 120_000 });

/** axe runs as a script in the page, so only where JavaScript is on; the page without it renders the same components. */
async function expectNoAxeViolations(page: Page, label: string, javaScript: boolean) {
  if (!javaScript) return;
  expect(await accessibilityViolations(page), label).toEqual([]);
}

const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click();
/**
 * A new step's heading: focused with JavaScript; without it the form posts to the page with the heading's fragment,
 * which scrolls it into view and moves the reading position there.
 */
async function expectStep(page: Page, name: string, javaScript: boolean) {
  const heading = page.getByRole('heading', { level: 2, name });
  if (javaScript) await expect(heading).toBeFocused();
  else {
    await expect(page).toHaveURL(/\/immobilienbewertung#bewertung-schritt$/);
    await expect(heading).toHaveAttribute('id', 'bewertung-schritt');
    await expect(heading).toBeInViewport();
  }
}

/** Walks the whole funnel: a wrong area first, back and forward again, then the result. */
async function walkFunnel(page: Page, { javaScript, width }: { javaScript: boolean; width: number }) {
  const label = `${javaScript ? 'js' : 'nojs'}-${width}`;
  await expect(page.getByText('Schritt 1 von 7')).toBeVisible();
  await page.getByRole('radio', { name: 'Wohnung' }).check();
  await next(page);

  await expectStep(page, 'Wo liegt die Immobilie?', javaScript);
  await expect(page.getByText('Schritt 2 von 7')).toBeVisible();
  await page.getByLabel('Postleitzahl').fill('50937');
  await page.getByLabel('Stadtteil').selectOption({ label: 'Sülz' });
  await next(page);

  await expectStep(page, 'Wie groß ist die Immobilie?', javaScript);
  await page.getByLabel('Wohnfläche (m²)').fill('5');
  await next(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Eine Wohnung mit 5 m² Wohnfläche ist sehr unwahrscheinlich.');
  await expect(page.getByLabel('Wohnfläche (m²)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, `step with an error, ${label}`, javaScript);
  await screenshot(page, `valuation-error-${label}`);

  // Back keeps what was typed, forward again with a right area.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('50937');
  await next(page);
  await page.getByLabel('Wohnfläche (m²)').fill('85,5');
  await page.getByLabel('Zimmer (optional)').fill('3');
  await next(page);

  await expectStep(page, 'Wann wurde sie gebaut und zuletzt modernisiert?', javaScript);
  await page.getByLabel('Baujahr').fill('1965');
  await page.getByLabel('Letzte umfassende Modernisierung (optional)').fill('2015');
  await next(page);

  await page.getByRole('radio', { name: 'Modernisiert' }).check();
  await page.getByRole('checkbox', { name: 'Balkon' }).check();
  await next(page);

  await page.getByRole('radio', { name: 'Ich möchte verkaufen' }).check();
  await next(page);

  await expectStep(page, 'Wohin dürfen wir Ihr Ergebnis senden?', javaScript);
  await expect(page.getByText('Schritt 7 von 7')).toBeVisible();
  await page.getByLabel('Name').fill('Erika Mustermann');
  await page.getByLabel('E-Mail').fill(`erika.${label}@example.org`);
  await page.getByLabel('Telefon (optional)').fill('0221 987654');
  await page.getByLabel('Rückruf am liebsten (optional)').selectOption({ label: 'Abends (18–20 Uhr)' });
  await page.getByRole('button', { name: 'Bewertung anfordern' }).click();
  await expect(page.getByRole('alert')).toContainText('Datenschutzhinweise');
  await page.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();
  await page.getByRole('button', { name: 'Bewertung anfordern' }).click();

  await expectStep(page, 'Ihre Online-Schätzung', javaScript);
  await expect(page.getByTestId('bewertung-spanne')).toHaveText(/^\d{3}\.\d{3} € – \d{3}\.\d{3} €$/);
  await expect(page.getByText('Wohnung in Köln-Sülz, 85,5 m² Wohnfläche')).toBeVisible();
  await expect(page.getByText('ersetzt kein Wertgutachten')).toBeVisible();
  await expect(page.getByText(/Dr\. Markus Hilgers .* bewertet Ihre Immobilie gern kostenlos/)).toBeVisible();
  await expectNoAxeViolations(page, `result, ${label}`, javaScript);
  await screenshot(page, `valuation-result-${label}`);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });
    for (const width of [375, 1280]) {
      test(`from the home page through every step to the estimate at ${width} px`, async ({ page }) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshClientAddress() });
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await page.locator('main a[href="/immobilienbewertung"]').first().click();
        await expect(page).toHaveURL(/\/immobilienbewertung$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Kostenlose Immobilienbewertung' })).toBeVisible();
        if (javaScript) await page.waitForLoadState('networkidle');
        await screenshot(page, `valuation-start-${javaScript ? 'js' : 'nojs'}-${width}`);
        await walkFunnel(page, { javaScript, width });
      });
    }
  });
}

test('the sales page and the menu under "Verkaufen" lead to the funnel', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshClientAddress() });
  await page.goto('/leistungen/verkauf');
  await expect(page.locator('main a[href="/immobilienbewertung"]').first()).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Immobilienbewertung' }).click();
  await expect(page).toHaveURL(/\/immobilienbewertung$/);

  // On a desktop the link opens under "Verkaufen": on hover, and by keyboard once "Verkaufen" has the focus.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const valuation = navigation.getByRole('link', { name: 'Immobilienbewertung' });
  // Clipped, the link takes up space but shows nothing: whether the eye (and the mouse) can reach it is what the
  // element at its centre says.
  const shown = () =>
    valuation.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
  expect(await shown()).toBe(false);
  await navigation.getByRole('link', { name: 'Verkaufen' }).hover();
  await expect.poll(shown).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/navigation-verkaufen-1280.png' });
  await page.mouse.move(640, 600);
  await expect.poll(shown).toBe(false);
  await navigation.getByRole('link', { name: 'Verkaufen' }).focus();
  expect(await shown()).toBe(true);
  await page.keyboard.press('Tab');
  await expect(valuation).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/immobilienbewertung$/);
});
