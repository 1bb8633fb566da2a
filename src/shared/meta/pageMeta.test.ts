import { describe, expect, it } from 'vitest';
import { headTags, renderHeadTags } from './pageMeta';

describe('page head', () => {
  const html = renderHeadTags(
    headTags(
      { title: 'Kontakt', description: 'Schreiben Sie uns "heute" <bitte>' },
      { origin: 'https://example.de', pathname: '/kontakt' },
    ),
  );

  it('titles pages "<Seitentitel> | <Markenname>"', () => {
    expect(html).toContain('<title>Kontakt | Rheinkontor Immobilien</title>');
  });

  it('announces a large summary card and Open Graph data', () => {
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:url" content="https://example.de/kontakt">');
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta property="og:image" content="https://example.de/og-image.png">');
    expect(html).toContain('<link rel="canonical" href="https://example.de/kontakt">');
  });

  it('escapes what pages put into attributes', () => {
    expect(html).toContain('content="Schreiben Sie uns &quot;heute&quot; &lt;bitte&gt;"');
  });
});
