import {
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  TwitterAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type AuthProvider,
  type UserCredential,
} from 'firebase/auth';
import type { OAuthProviderId } from '../firebaseConfig';

export function oauthProvider(id: OAuthProviderId): AuthProvider {
  switch (id) {
    case 'google': {
      const provider = new GoogleAuthProvider();
      // Staff often have a private and a work account in the browser: let them pick.
      provider.setCustomParameters({ prompt: 'select_account' });
      return provider;
    }
    case 'facebook':
      return new FacebookAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
  }
}

/** A popup that cannot open here: blocked, or a browser (in-app browsers, some phones) that has none. */
const NEEDS_REDIRECT = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-environment', 'auth/web-storage-unsupported']);

export interface PopupFlow {
  popup?: (auth: Auth, provider: AuthProvider) => Promise<UserCredential>;
  redirect?: (auth: Auth, provider: AuthProvider) => Promise<never>;
}

/**
 * Sign-in in a popup; where no popup can open, the whole page goes to the provider and comes back
 * to /login, which then picks up the result (getRedirectResult). Answers null in that case: the
 * page is about to leave.
 */
export async function popupWithRedirectFallback(
  auth: Auth,
  provider: AuthProvider,
  { popup = signInWithPopup, redirect = signInWithRedirect }: PopupFlow = {},
): Promise<UserCredential | null> {
  try {
    return await popup(auth, provider);
  } catch (error) {
    const code = (error as { code?: unknown })?.code;
    if (typeof code !== 'string' || !NEEDS_REDIRECT.has(code)) throw error;
    await redirect(auth, provider);
    return null;
  }
}
