import { describe, expect, it } from 'vitest';
import { BackendModeError, parseBackendMode, serverBackendMode } from './backendMode';

describe('backend mode', () => {
  it('is embedded unless configured otherwise', () => {
    expect(parseBackendMode(undefined)).toBe('embedded');
    expect(parseBackendMode('')).toBe('embedded');
    expect(serverBackendMode({})).toBe('embedded');
  });

  it('reads BACKEND=firebase, in any case and with stray spaces', () => {
    expect(serverBackendMode({ BACKEND: 'firebase' })).toBe('firebase');
    expect(parseBackendMode(' Firebase ')).toBe('firebase');
    expect(parseBackendMode('EMBEDDED')).toBe('embedded');
  });

  it('refuses a misspelt mode instead of silently running embedded', () => {
    expect(() => parseBackendMode('firestore')).toThrow(BackendModeError);
    expect(() => parseBackendMode('firestore')).toThrow('„embedded“ oder „firebase“');
  });
});
