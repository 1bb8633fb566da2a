import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FirebaseConfigError } from '../firebaseConfig';
import { lazyFirebaseSession, loadFirebase } from './lazy';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const valueImports = (file: string) =>
  source(file)
    .split('\n')
    .filter((line) => /^import (?!type )/.test(line));

describe('the doors into Firebase mode', () => {
  it('load no SDK code until they are used (embedded mode and public pages stay without it)', () => {
    // What the app imports statically must not pull in the SDK: only type imports here …
    expect(valueImports('./lazy.ts')).toEqual([]);
    expect(valueImports('../backendMode.ts')).toEqual([]);
    expect(valueImports('../firebaseConfig.ts')).toEqual([]);
    // … and the SDK comes in through one dynamic import.
    expect(source('./lazy.ts')).toContain("import('./browserFirebase')");
  });

  it('say in German what is missing when Firebase mode is not configured', async () => {
    await expect(loadFirebase()).rejects.toThrow(FirebaseConfigError);
    await expect(lazyFirebaseSession.getSession(new Request('http://localhost/dashboard'))).rejects.toThrow(
      'Für BACKEND=firebase fehlen: VITE_FIREBASE_API_KEY',
    );
  });
});
