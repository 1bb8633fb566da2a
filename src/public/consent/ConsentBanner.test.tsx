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

  it('is not in the HTML once the visitor has answered, either way (no flash)', () => {
    for (const choice of ['granted', 'denied'] as const) {
      const html = serverHtml(choice);
      expect(html).not.toContain('id="datenschutz-einstellungen"');
      expect(html).toContain('Datenschutz-Einstellungen');
    }
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
