import type { Auth, AuthProvider, UserCredential } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { isOAuthProvider, providerLabels } from '../firebaseConfig';
import { oauthProvider, popupWithRedirectFallback } from './oauthProviders';

const auth = {} as Auth;
const credential = { user: { uid: 'u1' } } as UserCredential;
const failing = (code: string) => async (): Promise<UserCredential> => Promise.reject(Object.assign(new Error(code), { code }));

describe('sign-in with Google and other providers', () => {
  it('knows the OAuth providers and builds them', () => {
    expect(['google', 'facebook', 'github', 'twitter'].map((id) => oauthProvider(id as never).providerId)).toEqual([
      'google.com',
      'facebook.com',
      'github.com',
      'twitter.com',
    ]);
    expect(isOAuthProvider('password')).toBe(false);
    expect(isOAuthProvider('phone')).toBe(false);
    expect(isOAuthProvider('google')).toBe(true);
    expect(providerLabels.google).toBe('Mit Google anmelden');
  });

  it('uses the popup when it opens', async () => {
    const redirects: AuthProvider[] = [];
    const result = await popupWithRedirectFallback(auth, oauthProvider('google'), {
      popup: async () => credential,
      redirect: async (_auth, provider) => {
        redirects.push(provider);
        throw new Error('unreachable');
      },
    });
    expect(result).toBe(credential);
    expect(redirects).toEqual([]);
  });

  it('falls back to a redirect when the popup is blocked or impossible', async () => {
    for (const code of ['auth/popup-blocked', 'auth/operation-not-supported-in-environment']) {
      const redirects: string[] = [];
      const result = await popupWithRedirectFallback(auth, oauthProvider('google'), {
        popup: failing(code),
        redirect: async (_auth, provider) => {
          redirects.push(provider.providerId);
          return undefined as never;
        },
      });
      expect(result).toBeNull();
      expect(redirects).toEqual(['google.com']);
    }
  });

  it('does not redirect when the user closed the popup or the sign-in failed', async () => {
    await expect(
      popupWithRedirectFallback(auth, oauthProvider('github'), {
        popup: failing('auth/popup-closed-by-user'),
        redirect: failing('x') as never,
      }),
    ).rejects.toMatchObject({
      code: 'auth/popup-closed-by-user',
    });
  });
});
