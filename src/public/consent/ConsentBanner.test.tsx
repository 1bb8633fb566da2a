import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ConsentChoice } from '../../shared/analytics/consentCookie';
import { ConsentBanner } from './ConsentBanner';
import { ConsentProvider } from './ConsentProvider';
import { ConsentSettingsButton } from './ConsentSettingsButton';

/** The server's render of the banner and the footer button for a visitor with or without an answer. */
function serverHtml(choice: ConsentChoice | null) {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: () => (
        <>
          <ConsentBanner />
          <ConsentSettingsButton />
        </>
      ),
    },
  ]);
  return renderToString(
    <ConsentProvider initial={choice}>
      <RouterProvider router={router} />
    </ConsentProvider>,
  );
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => ({ label: match[1], tag: match[0].replace(/>[^<]*<\/button>$/, '>') }));

describe('consent banner (server render)', () => {
  it('is in the HTML for a visitor who has not answered, as a labelled region', () => {
    const html = serverHtml(null);
    expect(html).toContain('<section');
    expect(html).toMatch(/id="datenschutz-einstellungen"[^>]*aria-labelledby="datenschutz-einstellungen-titel"|aria-labelledby="datenschutz-einstellungen-titel"[^>]*id="datenschutz-einstellungen"/);
    expect(html).toContain('Datenschutzerklärung');
    expect(html).toContain('href="/datenschutz"');
  });

  it('is hidden once the visitor has answered, either way (no flash), ready to show their answer from the footer', () => {
    for (const [choice, said] of [
      ['granted', 'zugestimmt'],
      ['denied', 'abgelehnt'],
    ] as const) {
      const html = serverHtml(choice);
      expect(html).toMatch(/<section[^>]*id="datenschutz-einstellungen"[^>]*hidden=""|<section[^>]*hidden=""[^>]*id="datenschutz-einstellungen"/);
      expect(html.replaceAll('<!-- -->', '')).toContain(`Ihre bisherige Wahl: ${said}.`);
      expect(buttons(html).map((button) => button.label)).toEqual(['Akzeptieren', 'Ablehnen', 'Ohne Änderung schließen', 'Datenschutz-Einstellungen']);
    }
  });

  it('marks every control for the page\'s small script, which answers taps before the application runs', () => {
    const tags = Object.fromEntries(buttons(serverHtml('denied')).map((button) => [button.label, button.tag]));
    expect(tags['Akzeptieren']).toContain('data-consent-choice="granted"');
    expect(tags['Ablehnen']).toContain('data-consent-choice="denied"');
    expect(tags['Ohne Änderung schließen']).toContain('data-consent-choice="unchanged"');
    expect(tags['Datenschutz-Einstellungen']).toContain('data-consent-settings=""');
  });

  it('is shown without "Ohne Änderung schließen" to a visitor who has not answered', () => {
    const html = serverHtml(null);
    expect(html).not.toMatch(/<section[^>]*hidden/);
    expect(html).not.toContain('Ohne Änderung schließen');
    expect(html).not.toContain('Ihre bisherige Wahl');
  });

  it('renders "Akzeptieren" and "Ablehnen" as the very same kind of button', () => {
    const [accept, reject] = buttons(serverHtml(null)).filter((button) => button.label === 'Akzeptieren' || button.label === 'Ablehnen');
    expect(accept.label).toBe('Akzeptieren');
    expect(reject.label).toBe('Ablehnen');
    // The same tag but for the answer each one carries (CONSENT_CHOICE_ATTRIBUTE).
    expect(accept.tag).toContain('data-consent-choice="granted"');
    expect(reject.tag.replace('"denied"', '"granted"')).toBe(accept.tag);
  });
});
