import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from './support/axe';
import { screenshot } from './support/screenshots';
import { concretePublicPaths, currentOffers, freshClientAddress } from './support/publicSite';
import { settled } from './support/settled';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() } });

async function expectNoAxeViolations(page: Page, label: string) {
  expect(await accessibilityViolations(page), label).toEqual([]);
}

test.describe('accessibility (WCAG 2.2 A and AA, axe-core)', () => {
  for (const width of [1280, 375]) {
    test(`no violation on any public route at ${width} px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of [...(await concretePublicPaths(request)), { path: '/diese-seite-gibt-es-nicht' }]) {
        await page.goto(path);
        await settled(page);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
      }
    });
  }

  test('no violation in the open menu, the full-screen gallery and a form with errors', async ({ page, request }) => {
    const offer = (await currentOffers(request)).data[0];
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/angebote/${offer.id}`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu');
    await page.getByRole('button', { name: 'Menü schließen' }).click();

    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.locator('#anfrage').getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'form with errors');

    await page.getByRole('button', { name: 'Galerie im Vollbild öffnen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'full-screen gallery');
  });

  test('keyboard users can skip to the content and see where the focus is', async ({ page }) => {
    await page.goto('/angebote');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

test.describe('layout from 320 to 1920 px', () => {
  test('no page scrolls sideways (screenshots of every page at 320, 768 and 1920 px)', async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const width of [320, 768, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { name, path } of await concretePublicPaths(request)) {
        await page.goto(path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        await screenshot(page, `public-all-${name}-${width}`);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('screenshots of home, offers, an exposé and contact at 375 and 1280 px', async ({ page, request }) => {
    test.setTimeout(90_000);
    const offer = (await currentOffers(request, { marketingType: 'miete', district: 'suelz' })).data[0];
    const pages = { home: '/', angebote: '/angebote', expose: `/angebote/${offer.id}`, kontakt: '/kontakt' };
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        // Lazy pictures load as they come into view: scroll once through the page.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 80));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        await screenshot(page, `public-${name}-${width}`);
      }
    }
  });
});

test('a visitor on a phone finds a flat to rent in Sülz, reads the legal details and reaches the agent', async ({ page, request }) => {
  const suelz = await currentOffers(request, { marketingType: 'miete', district: 'suelz' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Schnellsuche' });
  await search.getByText('Mieten', { exact: true }).click();
  await search.getByLabel('Objektart').selectOption({ label: 'Wohnung' });
  await search.getByLabel('Stadtteil').selectOption({ label: 'Sülz' });
  await search.getByRole('button', { name: 'Passende Angebote finden' }).click();
  await expect(page).toHaveURL(/vermarktung=miete&objektart=wohnung&stadtteil=suelz/);
  await expect(page.getByTestId('property-card')).toHaveCount(
    Math.min(suelz.data.filter((offer) => offer.objectType === 'wohnung').length, 9),
  );

  await page.getByTestId('property-card').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('headline-price')).toBeVisible();
  await expect(page.getByTestId('broker-note')).toContainText('Wohnungsvermittler');
  await expect(page.getByRole('heading', { name: 'Energieausweis' })).toBeAttached();
  const agent = page.getByRole('complementary', { name: 'Preis und Kontakt' });
  await expect(agent.getByRole('link', { name: /^Tel\. / })).toHaveAttribute('href', /^tel:\+49/);
  await expect(agent.getByRole('link', { name: 'Exposé anfordern' })).toBeVisible();
});
