import type { AccountSource } from '../../auth/accountSource';
import type { LoginResult } from '../../auth/loginResult';
import type { StaffFetch } from '../../auth/staffFetch';
import type { HistorySource } from '../../history/historySource';
import { mailPreviewsApi } from '../../mail/outboxApi';
import { resourceList } from '../../resources/registry';
import { createFirebaseAuthProvider } from './authProvider';
import { createFirebaseStaffAuth, type FirebaseStaffAuth } from './authService';
import { browserFirebase, type FirebaseServices } from './firebaseClient';
import { createFirestoreDataProvider } from './firestoreDataProvider';
import { firestoreAccountSource } from './firestoreAccounts';
import { acceptFirestoreInvitation, type InvitationAnswers } from './firestoreInvitationAcceptance';
import { firestoreOutboxSource } from './firestoreOutbox';
import { firestoreSearchAlertSource } from './firestoreSearchAlerts';
import { firestorePort } from '../firestorePort';
import { idTokenFetch } from './idTokenFetch';
import { firebaseInvitationAccount } from './invitationAccount';
import { firebaseSessionSource } from './session';
import { firestoreStaffLookup } from './staffDirectory';

export interface BrowserFirebase {
  services: FirebaseServices;
  /** Sign-in for the /login page (e-mail, providers, password reset) and the dashboard. */
  staffAuth: FirebaseStaffAuth;
  authProvider: ReturnType<typeof createFirebaseAuthProvider>;
  dataProvider: ReturnType<typeof createFirestoreDataProvider>;
  /** For the route guards in the browser (client-side navigation to /dashboard). */
  session: ReturnType<typeof firebaseSessionSource>;
  /** The dashboard's Postausgang: the `mail` collection of the Trigger Email extension, and the server's template previews. */
  outboxSource: ReturnType<typeof firestoreOutboxSource>;
  /** Requests to this server's staff routes (draft exposé PDF, mail previews) with the user's ID token. */
  staffFetch: StaffFetch;
  /** The dashboard's Suchaufträge: the server-only collections, which staff read and delete. */
  searchAlertSource: ReturnType<typeof firestoreSearchAlertSource>;
  /** The Verlauf and Papierkorb: the history subcollections and `trash`, written by the data provider. */
  historySource: HistorySource;
  /** The Zugänge screen: `staff` and `invitations` (docs/firebase.md). */
  accountSource: AccountSource;
  /** /login#einladung=<token>: the invitee's account, staff entry and used invitation, then signed in as staff. */
  acceptInvitation(answers: InvitationAnswers): Promise<LoginResult>;
}

let instance: BrowserFirebase | undefined;

/**
 * Everything the browser needs in Firebase mode, created once. The single entry point for the app:
 * `const { authProvider, dataProvider } = (await import('…/shared/firebase/browser/browserFirebase')).firebaseInBrowser()`,
 * so the SDK is its own chunk and never loads in embedded mode.
 */
export function firebaseInBrowser(): BrowserFirebase {
  if (instance) return instance;
  const services = browserFirebase();
  const staffAuth = createFirebaseStaffAuth({
    auth: services.auth,
    isStaff: firestoreStaffLookup(services.db),
    providers: services.config.providers,
  });
  const staffFetch = idTokenFetch(services.auth);
  const dataProvider = createFirestoreDataProvider(services.db, {
    resources: resourceList,
    auth: services.auth,
    storage: services.storage,
  });
  instance = {
    services,
    staffAuth,
    authProvider: createFirebaseAuthProvider(staffAuth),
    dataProvider,
    historySource: dataProvider.history,
    session: firebaseSessionSource(staffAuth),
    outboxSource: {
      ...firestoreOutboxSource(firestorePort(services.db), { staffEmail: () => services.auth.currentUser?.email ?? null }),
      previews: mailPreviewsApi(staffFetch),
    },
    staffFetch,
    searchAlertSource: firestoreSearchAlertSource(firestorePort(services.db)),
    accountSource: firestoreAccountSource(firestorePort(services.db), {
      admin: async () => {
        const user = await staffAuth.currentUser();
        return user && { uid: user.uid, email: user.email, name: user.name ?? null };
      },
      origin: () => window.location.origin,
    }),
    async acceptInvitation(answers) {
      const accepted = await acceptFirestoreInvitation(firestorePort(services.db), firebaseInvitationAccount(services.auth), answers);
      // Signing in again asks for the new staff entry afresh (the sign-in's staff check may have cached "none").
      return accepted.ok ? staffAuth.signIn(accepted.email, answers.password) : accepted;
    },
  };
  return instance;
}
