import { describe, expect, it } from 'vitest';
import { checkNavigationTarget, sameSitePath } from './safeUrl';

const origin = 'https://www.rheinkontor-immobilien.de';

describe('checkNavigationTarget', () => {
  it.each(['/angebote', 'angebote?typ=miete', '/kontakt#formular', `${origin}/impressum`])('allows the internal target %s', (target) => {
    expect(checkNavigationTarget(target, origin)).toMatchObject({ allowed: true, external: false });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav\u0001ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
  ])('always refuses the script-like target %j', (target) => {
    expect(checkNavigationTarget(target, origin, { allowExternal: true }).allowed).toBe(false);
  });

  it.each(['https://example.org/', '//example.org/pfad', 'http://www.rheinkontor-immobilien.de/', 'mailto:info@example.de'])(
    'refuses the external target %s unless allowed',
    (target) => {
      expect(checkNavigationTarget(target, origin)).toMatchObject({ allowed: false, reason: 'external URL refused' });
      expect(checkNavigationTarget(target, origin, { allowExternal: true })).toMatchObject({ allowed: true, external: true });
    },
  );

  it('refuses other protocols even when external navigation is allowed', () => {
    expect(checkNavigationTarget('file:///etc/passwd', origin, { allowExternal: true }).allowed).toBe(false);
    expect(checkNavigationTarget('blob:https://example.org/1', origin, { allowExternal: true }).allowed).toBe(false);
  });
});

describe('sameSitePath', () => {
  it.each([
    ['/dashboard/team', '/dashboard/team'],
    ['/dashboard/properties?filter=%7B%7D#top', '/dashboard/properties?filter=%7B%7D#top'],
    [`${origin}/dashboard`, '/dashboard'],
  ])('keeps the path of this site %s', (target, path) => {
    expect(sameSitePath(target, origin)).toBe(path);
  });

  it.each(['/\\evil.example', '\\\\evil.example', '/\\/evil.example', '//evil.example', '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)', 'mailto:a@b.de', 'http://['])(
    'has no path for %j, which is another site or nothing to follow',
    (target) => {
      expect(sameSitePath(target, origin)).toBeNull();
    },
  );
});
