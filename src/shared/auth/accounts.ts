import type { Role } from './rolePolicy';

/** One staff account as the dashboard's "Zugänge" lists it (never a password hash or session). */
export interface AccountEntry {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  active: boolean;
  /** ISO time of the last sign-in, null when never; absent in Firebase mode (only the Firebase console knows it). */
  lastSignInAt?: string | null;
  /** Whether the account signs in with a second factor (embedded); absent where the server does not know (Firebase mode). */
  twoFactor?: boolean;
  /** The signed-in admin's own account: nobody demotes, deactivates or deletes themselves. */
  self: boolean;
}

/** An invitation not yet accepted. */
export interface InvitationEntry {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export const ACCOUNT_NOT_FOUND = 'Diesen Zugang gibt es nicht (mehr).';
export const INVITATION_NOT_FOUND = 'Diese Einladung gibt es nicht (mehr).';
export const ROLE_MISSING = 'Bitte wählen Sie die Rolle: Administrator oder Redaktion.';

/** An invitation to an address that already has an account. */
export const ACCOUNT_EXISTS = 'Für diese Adresse gibt es schon einen Zugang.';

/** The German refusal of an admin's change to their own account. */
export const NOT_YOURSELF =
  'Ihren eigenen Zugang können Sie nicht herabstufen, deaktivieren oder löschen; das muss eine andere Administratorin oder ein anderer Administrator tun.';
