import {
  getRedirectResult,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signOut,
  type ApplicationVerifier,
  type Auth,
  type User,
} from 'firebase/auth';
import type { StaffSession } from '../../auth/session';
import type { LoginResult } from '../../auth/loginResult';
import { authMessage, NOT_STAFF, RESET_SENT } from './authErrors';
import { isOAuthProvider, type SignInProviderId } from '../firebaseConfig';
import { oauthProvider, popupWithRedirectFallback, type PopupFlow } from './oauthProviders';
import { EMAIL_PATTERN } from '../../resources/textPatterns';

import type { Role } from '../../auth/rolePolicy';

/** The role in `staff/{uid}.role` (src/shared/auth/rolePolicy.ts). */
export type StaffRole = Role;

/** A `staff/{uid}` document: only people an admin entered there may use the dashboard. */
export interface StaffEntry {
  role: StaffRole;
  name?: string | null;
}

/** Looks up staff/{uid}; Firestore in production (staffDirectory.ts), a fake where no Firestore runs. */
export type StaffLookup = (uid: string) => Promise<StaffEntry | null>;

export interface StaffUser extends StaffSession {
  uid: string;
  role: StaffRole;
  photoUrl?: string;
}

export type ResetResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export interface PhoneSignIn {
  /** Confirms the code from the SMS. */
  confirm(code: string): Promise<LoginResult>;
}

export interface FirebaseStaffAuth {
  readonly providers: readonly SignInProviderId[];
  signIn(email: string, password: string): Promise<LoginResult>;
  /** Google, Facebook, GitHub, X: a popup, or a redirect where no popup can open (the result is then null). */
  signInWith(provider: SignInProviderId): Promise<LoginResult | null>;
  /** On /login after a redirect sign-in: its result, or null when there was none. */
  completeRedirect(): Promise<LoginResult | null>;
  /** Sends the SMS; the verifier is the login page's reCAPTCHA (new RecaptchaVerifier(auth, element)). */
  startPhoneSignIn(phoneNumber: string, verifier: ApplicationVerifier): Promise<PhoneSignIn | { ok: false; message: string }>;
  /** The signed-in member of staff, or null (signed out, or signed in without a staff entry). */
  currentUser(): Promise<StaffUser | null>;
  signOut(): Promise<void>;
  requestPasswordReset(email: string, continueUrl?: string): Promise<ResetResult>;
}

export interface FirebaseStaffAuthOptions extends PopupFlow {
  auth: Auth;
  isStaff: StaffLookup;
  /** The sign-in methods the agency switched on (VITE_FIREBASE_AUTH_PROVIDERS); password is always on. */
  providers?: readonly SignInProviderId[];
  /** How long a staff look-up is trusted before it is asked again (someone removed from the list is out by then). */
  staffCheckMs?: number;
  now?: () => number;
}

/** The rules check staff/{uid} on every request anyway; the dashboard needs to know only now and then. */
export const STAFF_CHECK_MS = 5 * 60 * 1000;

const failure = (error: unknown): LoginResult => {
  const { message, field } = authMessage(error);
  return { ok: false, message, ...(field ? { fieldErrors: { [field]: message } } : {}) };
};

/**
 * Staff sign-in with Firebase Authentication. An account alone is not enough: only a user with a
 * staff/{uid} document (entered by an admin) gets in; anyone else is signed out again at once.
 */
export function createFirebaseStaffAuth(options: FirebaseStaffAuthOptions): FirebaseStaffAuth {
  const { auth, isStaff, providers = ['password'], popup, redirect, staffCheckMs = STAFF_CHECK_MS, now = Date.now } = options;
  const entries = new Map<string, { at: number; entry: Promise<StaffEntry | null> }>();
  const entryOf = (uid: string) => {
    const cached = entries.get(uid);
    if (cached && now() - cached.at < staffCheckMs) return cached.entry;
    const entry = isStaff(uid);
    entries.set(uid, { at: now(), entry });
    return entry;
  };

  async function staffUser(user: User): Promise<StaffUser | null> {
    let entry: StaffEntry | null;
    try {
      entry = await entryOf(user.uid);
    } catch (error) {
      entries.delete(user.uid);
      throw error;
    }
    if (!entry) return null;
    return {
      uid: user.uid,
      email: user.email ?? user.phoneNumber ?? user.uid,
      name: entry.name || user.displayName || undefined,
      role: entry.role,
      ...(user.photoURL ? { photoUrl: user.photoURL } : {}),
    };
  }

  /** After any successful sign-in: staff get in, everyone else is signed out again. */
  async function admit(user: User): Promise<LoginResult> {
    // A sign-in always asks afresh: an admin may have just added this person to the list.
    entries.delete(user.uid);
    let staff: StaffUser | null;
    try {
      staff = await staffUser(user);
    } catch (error) {
      await signOut(auth);
      return failure(error);
    }
    if (!staff) {
      await signOut(auth);
      entries.delete(user.uid);
      return { ok: false, message: NOT_STAFF };
    }
    return { ok: true, user: { email: staff.email, ...(staff.name ? { name: staff.name } : {}) } };
  }

  const enabled = (provider: SignInProviderId) => provider === 'password' || providers.includes(provider);

  return {
    providers,
    async signIn(email, password) {
      try {
        return await admit((await signInWithEmailAndPassword(auth, email.trim(), password)).user);
      } catch (error) {
        return failure(error);
      }
    },
    async signInWith(provider) {
      if (!enabled(provider) || !isOAuthProvider(provider)) return failure({ code: 'auth/operation-not-allowed' });
      try {
        const credential = await popupWithRedirectFallback(auth, oauthProvider(provider), { popup, redirect });
        return credential ? await admit(credential.user) : null;
      } catch (error) {
        return failure(error);
      }
    },
    async completeRedirect() {
      try {
        const credential = await getRedirectResult(auth);
        return credential ? await admit(credential.user) : null;
      } catch (error) {
        return failure(error);
      }
    },
    async startPhoneSignIn(phoneNumber, verifier) {
      if (!enabled('phone')) return { ok: false, message: authMessage({ code: 'auth/operation-not-allowed' }).message };
      try {
        const confirmation = await signInWithPhoneNumber(auth, phoneNumber.replace(/[\s/()-]/g, ''), verifier);
        return {
          async confirm(code) {
            try {
              return await admit((await confirmation.confirm(code.trim())).user);
            } catch (error) {
              return failure(error);
            }
          },
        };
      } catch (error) {
        const { message } = authMessage(error);
        return { ok: false, message };
      }
    },
    async currentUser() {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) return null;
      const staff = await staffUser(user);
      if (!staff) {
        entries.delete(user.uid);
        await signOut(auth);
      }
      return staff;
    },
    async signOut() {
      entries.clear();
      await signOut(auth);
    },
    async requestPasswordReset(email, continueUrl) {
      const address = email.trim();
      // Checked here: with e-mail enumeration protection Firebase answers "sent" even for nonsense.
      if (!EMAIL_PATTERN.test(address)) {
        const { message, field } = authMessage({ code: address ? 'auth/invalid-email' : 'auth/missing-email' });
        return { ok: false, message, fieldErrors: { [field!]: message } };
      }
      try {
        await sendPasswordResetEmail(auth, address, continueUrl ? { url: continueUrl } : undefined);
      } catch (error) {
        const code = (error as { code?: unknown })?.code;
        // The same answer as for a known address: the form must not reveal who has an account.
        if (code !== 'auth/user-not-found') {
          const { message, field } = authMessage(error);
          return { ok: false, message, ...(field ? { fieldErrors: { [field]: message } } : {}) };
        }
      }
      return { ok: true, message: RESET_SENT };
    },
  };
}
