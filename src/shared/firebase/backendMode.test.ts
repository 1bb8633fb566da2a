import { describe, expect, it } from 'vitest';
import { BackendModeError, parseBackendMode } from './backendMode';

describe('backend mode', () => {
  it('is embedded unless configured otherwise', () => {
    expect(parseBackendMode(undefined)).toBe('embedded');
    expect(parseBackendMode('')).toBe('embedded');
  });

  it('reads firebase, in any case and with stray spaces', () => {
    expect(parseBackendMode(' Firebase ')).toBe('firebase');
    expect(parseBackendMode('EMBEDDED')).toBe('embedded');
  });

  it('refuses a misspelt mode instead of silently running embedded', () => {
    expect(() => parseBackendMode('firestore')).toThrow(BackendModeError);
    expect(() => parseBackendMode('firestore')).toThrow('„embedded“ oder „firebase“');
  });
});
