import { describe, expect, it, vi } from 'vitest';
import { generatePassword, hashPassword, needsRehash, passwordProblem, PASSWORD_TOO_SHORT, verifyPassword } from './passwords';

/** The module as the server loads it: fresh, without the low cost the tests' setup file chose. */
async function asTheServerLoadsIt(): Promise<typeof import('./passwords')> {
  vi.resetModules();
  return import('./passwords');
}

describe('passwords on the real parameters', () => {
  it('hash with scrypt N=2^15, r=8, p=1 unless a test lowered the cost, and verify the right password only', async () => {
    const production = await asTheServerLoadsIt();
    const stored = await production.hashPassword('Rheinblick-2024');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(production.verifyPassword('Rheinblick-2024', stored)).resolves.toBe(true);
    await expect(production.verifyPassword('rheinblick-2024', stored)).resolves.toBe(false);
    expect(production.needsRehash(stored)).toBe(false);
    // A hash of a lower cost (the tests') still signs in, and is replaced at that sign-in.
    const weaker = await hashPassword('Rheinblick-2024');
    await expect(production.verifyPassword('Rheinblick-2024', weaker)).resolves.toBe(true);
    expect(production.needsRehash(weaker)).toBe(true);
  });
});

describe('passwords', () => {
  it('are hashed at the low cost in tests (test-support/server/lowPasswordCost.ts), and such hashes verify', async () => {
    const stored = await hashPassword('Rheinblick-2024');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('Rheinblick-2024', stored)).resolves.toBe(true);
    await expect(verifyPassword('rheinblick-2024', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('gleiches-passwort'), hashPassword('gleiches-passwort')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('treats composed and decomposed umlauts as the same password', async () => {
    const stored = await hashPassword('Kölner-Dom-1248');
    await expect(verifyPassword('Ko\u0308lner-Dom-1248', stored)).resolves.toBe(true);
  });

  it('refuses stored values that are not its hashes, and absurd cost parameters, without throwing', async () => {
    for (const stored of [
      '',
      'klartext',
      'scrypt$abc$8$1$c2FsdA$aGFzaA',
      'scrypt$65537$8$1$c2FsdA$aGFzaA',
      'scrypt$1048576$8$1$c2FsdA$aGFzaA',
      'scrypt$32768$64$1$c2FsdA$aGFzaA',
      'bcrypt$x',
    ]) {
      await expect(verifyPassword('irgendwas-langes', stored)).resolves.toBe(false);
    }
  });

  it('keeps accepting hashes made with older parameters and flags them for a rehash', async () => {
    const stored = await hashPassword('Rheinblick-2024');
    expect(needsRehash(stored)).toBe(false);
    const weaker = stored.replace('$1024$', '$512$');
    expect(needsRehash(weaker)).toBe(true);
  });

  it('asks for at least ten characters, counted as the user sees them', () => {
    expect(passwordProblem('neun-zchn')).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.');
    expect(passwordProblem('zehn-zeich')).toBeNull();
    expect(passwordProblem('🏠🏠🏠🏠🏠')).toBe(PASSWORD_TOO_SHORT); // ten UTF-16 units, five characters
    expect(passwordProblem(generatePassword())).toBeNull();
  });
});
