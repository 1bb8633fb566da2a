import type { AccountEntry, InvitationEntry } from './accounts';
import type { Role } from './rolePolicy';

/**
 * Where the dashboard's "Zugänge" screen reads and changes the accounts: the embedded server's /api/accounts, or in
 * Firebase mode Firestore's `staff` and `invitations` (src/shared/firebase/browser/firestoreAccounts.ts). Every refusal
 * throws an Error with its German message.
 */
export interface AccountSource {
  list(): Promise<AccountEntry[]>;
  invitations(): Promise<InvitationEntry[]>;
  invite(email: string, role: Role): Promise<void>;
  withdraw(id: string): Promise<void>;
  setRole(id: string, role: Role): Promise<void>;
  /** Deactivating and reactivating; absent in Firebase mode (an account there is disabled in the Firebase console only). */
  setActive?(id: string, active: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  /** Removes another account's lost second factor; absent in Firebase mode (second factors belong to Firebase Authentication). */
  resetSecondFactor?(id: string): Promise<void>;
  /** What removing an account means here, for the confirm dialog and its notice. */
  removal: { action: string; title: (email: string) => string; explanation: string; done: (email: string) => string };
}
