import { describe, expect, it } from 'vitest';
import { displayName, isMailAddress } from './mailAddress';

describe('mail addresses the outbox accepts', () => {
  it('are one plain local@domain', () => {
    for (const address of [
      'info@rheinkontor-immobilien.de',
      'anna.berger+expose@example.co.uk',
      "o'brien@example.org",
      'x@sub.example-domain.com',
    ]) {
      expect(isMailAddress(address), address).toBe(true);
    }
  });

  it('never something a mail library could read as a second recipient, a name or a header', () => {
    for (const address of [
      'a@b.de, c@d.de',
      'opfer,klara@example.org',
      'klara@example.org;opfer@example.com',
      'Klara <klara@example.org>',
      '"opfer@example.com" klara@example.org',
      'klara@example.org\r\nBcc: opfer@example.com',
      'klara@example.org\n',
      'klara @example.org',
      'klara@example',
      '.klara@example.org',
      'kla..ra@example.org',
      'klara@-example.org',
      'klara@example.o',
      '@example.org',
      'klara@',
      `${'a'.repeat(65)}@example.org`,
      `klara@${'a'.repeat(250)}.de`,
      42,
      null,
    ]) {
      expect(isMailAddress(address), String(address)).toBe(false);
    }
  });

  it('is checked in linear time, whatever the input', () => {
    const started = performance.now();
    for (const evil of [
      'a'.repeat(100_000),
      `${'a@'.repeat(50_000)}`,
      `a@${'a.'.repeat(50_000)}`,
      `${'a.'.repeat(30)}@${'-'.repeat(100_000)}`,
    ])
      isMailAddress(evil);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('turns a display name into one bounded line', () => {
    expect(displayName('Klara\r\nBcc: opfer@example.com')).toBe('Klara Bcc: opfer@example.com');
    expect(displayName('x'.repeat(300))).toHaveLength(100);
    expect(displayName('  ')).toBeUndefined();
  });
});
