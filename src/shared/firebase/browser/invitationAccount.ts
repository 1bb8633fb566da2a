import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import type { InvitationAccount } from './firestoreInvitationAcceptance';

/** The invitee's account in Firebase Authentication: a new one, or, for an address that has one, signing in with its password. */
export function firebaseInvitationAccount(auth: Auth): InvitationAccount {
  return {
    async createOrSignIn(email, password) {
      const credential = await createUserWithEmailAndPassword(auth, email, password).catch((error: unknown) => {
        if ((error as { code?: unknown })?.code !== 'auth/email-already-in-use') throw error;
        return signInWithEmailAndPassword(auth, email, password);
      });
      return { uid: credential.user.uid, email: credential.user.email ?? email };
    },
    signOut: () => signOut(auth),
  };
}
