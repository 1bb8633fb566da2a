import { INVITATION_INVALID } from '../../auth/invitations';
import { passwordProblem } from '../../auth/passwordRules';
import { isRole } from '../../auth/rolePolicy';
import { EMAIL_INVALID, isEmailAddress } from '../../resources/textPatterns';
import type { FirestorePort } from '../port';
import { INVITATIONS_COLLECTION, STAFF_COLLECTION } from '../staffList';
import { authMessage } from './authErrors';

/** The invitee's Firebase account; browserFirebase.ts implements it with Firebase Authentication. */
export interface InvitationAccount {
  /** Creates the account, or signs in with the password when the address already has one; throws Firebase's errors. */
  createOrSignIn(email: string, password: string): Promise<{ uid: string; email: string }>;
  signOut(): Promise<void>;
}

export interface InvitationAnswers {
  token: string;
  email: string;
  name: string;
  password: string;
}

export type InvitationAcceptance =
  { ok: true; email: string; name: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** The rules let only the invited address read its invitation, so a refusal means: another address, or no such invitation. */
export const INVITATION_OTHER_ADDRESS =
  'Zu dieser E-Mail-Adresse gehört die Einladung nicht, oder sie ist nicht mehr gültig. Geben Sie die Adresse ein, an die die Einladung ging; ' +
  'sonst bitten Sie Ihre Administration um eine neue.';
export const ALREADY_STAFF = 'Für diese Adresse besteht schon ein Zugang zum Dashboard. Bitte melden Sie sich damit an.';
const NAME_MISSING = 'Bitte geben Sie Ihren Namen ein.';
/** staff/{uid}.name holds at most 100 characters (firestore.rules). */
const NAME_MAX = 100;

const isRefusal = (error: unknown) => (error as { code?: unknown })?.code === 'permission-denied';

function problems({ email, name, password }: InvitationAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  const address = email.trim();
  if (!isEmailAddress(address)) errors.email = EMAIL_INVALID;
  const trimmed = name.trim();
  if (trimmed.length < 2) errors.name = NAME_MISSING;
  else if (trimmed.length > NAME_MAX) errors.name = `Der Name darf höchstens ${NAME_MAX} Zeichen lang sein.`;
  const weak = passwordProblem(password);
  if (weak) errors.password = weak;
  return errors;
}

/**
 * Accepting an invitation in Firebase mode (/login#einladung=<token>): the invitee's account is created (or signed in),
 * then one batch enters staff/{uid} with the invitation's role and deletes the invitation, so a link works once. The
 * rules admit the batch only for the invited address, before expiresAt (docs/firebase.md). Whatever fails after the
 * sign-in signs the account out again: without a staff entry it has no business being signed in.
 */
export async function acceptFirestoreInvitation(
  port: FirestorePort,
  account: InvitationAccount,
  answers: InvitationAnswers,
  now: () => number = Date.now,
): Promise<InvitationAcceptance> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(answers.token)) return { ok: false, message: INVITATION_INVALID };
  const fieldErrors = problems(answers);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: Object.values(fieldErrors)[0], fieldErrors };

  let user: { uid: string; email: string };
  try {
    user = await account.createOrSignIn(answers.email.trim(), answers.password);
  } catch (error) {
    const { message, field } = authMessage(error);
    return { ok: false, message, ...(field ? { fieldErrors: { [field]: message } } : {}) };
  }
  const refuse = async (message: string): Promise<InvitationAcceptance> => {
    await account.signOut();
    return { ok: false, message };
  };

  const email = user.email.toLowerCase();
  const name = answers.name.trim();
  try {
    const invitation = await port.get(INVITATIONS_COLLECTION, answers.token).catch((error: unknown) => {
      if (isRefusal(error)) return 'refused' as const;
      throw error;
    });
    if (invitation === 'refused' || (invitation && invitation.data.email !== email)) return await refuse(INVITATION_OTHER_ADDRESS);
    if (!invitation || !isRole(invitation.data.role) || Date.parse(String(invitation.data.expiresAt)) <= now())
      return await refuse(INVITATION_INVALID);
    if (await port.get(STAFF_COLLECTION, user.uid)) return await refuse(ALREADY_STAFF);
    // Refused only when the invitation ran out or was used or withdrawn since it was read.
    await port.commit([
      {
        kind: 'put',
        collection: STAFF_COLLECTION,
        id: user.uid,
        fields: { email, name, role: invitation.data.role, invitation: answers.token },
      },
      { kind: 'delete', collection: INVITATIONS_COLLECTION, id: answers.token },
    ]);
  } catch (error) {
    if (isRefusal(error)) return refuse(INVITATION_INVALID);
    await account.signOut();
    throw error;
  }
  return { ok: true, email, name };
}
