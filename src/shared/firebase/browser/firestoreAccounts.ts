import type { AccountSource } from '../../auth/accountSource';
import {
  ACCOUNT_EXISTS,
  ACCOUNT_NOT_FOUND,
  INVITATION_NOT_FOUND,
  NOT_YOURSELF,
  ROLE_MISSING,
  type AccountEntry,
  type InvitationEntry,
} from '../../auth/accounts';
import { INVITATION_TTL_MS, invitationLink } from '../../auth/invitations';
import { can, isRole, roleOf, ROLE_LABELS, type Role } from '../../auth/rolePolicy';
import { mailDate } from '../../mail/mailDate';
import { staffInvitationPlainMail } from '../../mail/staffInvitationText';
import { EMAIL_INVALID, isEmailAddress } from '../../resources/textPatterns';
import { readAll } from '../allDocuments';
import { DOCUMENT_ID } from '../firestoreQuery';
import { MAIL_COLLECTION, type MailDocument } from '../mailCollection';
import type { FirestorePort, WriteOp } from '../port';
import { INVITATIONS_COLLECTION, staffEntryOf, STAFF_COLLECTION, staffFields } from '../staffList';

/** The signed-in admin, as Firebase Authentication and their staff entry know them. */
export interface SignedInAdmin {
  uid: string;
  email: string | null;
  name: string | null;
}

export interface FirestoreAccountsOptions {
  /** The signed-in member of staff (browserFirebase.ts: the staff sign-in's current user). */
  admin: () => Promise<SignedInAdmin | null>;
  /** The site's origin for the link (the dashboard runs on it). */
  origin: () => string;
  now?: () => number;
  /** 32 random bytes, base64url: the invitation's document id and the link's secret. */
  newToken?: () => string;
}

/** 256 random bits from the browser's CSPRNG, as the embedded server's tokens (43 characters, base64url). */
export function randomInvitationToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return (
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      // Padding only ever ends base64, so every '=' goes (an anchored /=+$/ backtracks on long runs: the ReDoS check).
      .replace(/=/g, '')
  );
}

const everything = (collection: string) => ({ collection, filters: [], orderBy: { field: DOCUMENT_ID, direction: 'asc' as const } });
const byName = (a: AccountEntry, b: AccountEntry) => (a.name ?? a.email).localeCompare(b.name ?? b.email, 'de');

/**
 * The "Zugänge" screen in Firebase mode. Staff are the documents `staff/{uid}`; without the Admin SDK no code can disable
 * or delete a Firebase account, so removing access deletes the staff entry (the rules refuse that person at once, the
 * dashboard signs them out at its next check) and the account itself is deleted in the Firebase console
 * (docs/firebase.md). Invitations are `invitations/{token}`, written with their mail for the Trigger Email extension
 * in one batch; the invitee accepts on /login (firestoreInvitationAcceptance.ts).
 */
export function firestoreAccountSource(port: FirestorePort, options: FirestoreAccountsOptions): AccountSource {
  const { admin, origin, now = Date.now, newToken = randomInvitationToken } = options;
  const signedIn = async () => {
    const current = await admin();
    if (!current) throw new Error('Bitte melden Sie sich erneut an.');
    return current;
  };
  const others = async (id: string) => {
    if (id === (await signedIn()).uid) throw new Error(NOT_YOURSELF);
  };
  const entry = async (id: string) => {
    const doc = await port.get(STAFF_COLLECTION, id);
    if (!doc) throw new Error(ACCOUNT_NOT_FOUND);
    return doc;
  };
  /** Deletes of the invitations an account sent, for the batch that takes its right to invite (the rules check again at acceptance). */
  const invitationsEndedWith = async (id: string): Promise<WriteOp[]> =>
    (
      await readAll(port, {
        collection: INVITATIONS_COLLECTION,
        filters: [{ field: 'invitedById', op: '==', value: id }],
        orderBy: { field: DOCUMENT_ID, direction: 'asc' },
      })
    ).map((doc): WriteOp => ({ kind: 'delete', collection: INVITATIONS_COLLECTION, id: doc.id }));
  const openInvitations = async () =>
    (await readAll(port, everything(INVITATIONS_COLLECTION))).filter((doc) => Date.parse(String(doc.data.expiresAt)) > now());

  return {
    async list() {
      const self = (await signedIn()).uid;
      const docs = await readAll(port, everything(STAFF_COLLECTION));
      return docs
        .map(({ id, data }): AccountEntry => {
          const staff = staffEntryOf(data);
          return {
            id,
            email: String(data.email ?? ''),
            name: staff.name,
            role: staff.role,
            active: true,
            self: id === self,
          };
        })
        .sort(byName);
    },
    async invitations() {
      return (await openInvitations())
        .map(({ id, data }): InvitationEntry => ({
          id,
          email: String(data.email),
          role: roleOf(data.role),
          invitedBy: typeof data.invitedByName === 'string' ? data.invitedByName : null,
          createdAt: String(data.createdAt),
          expiresAt: String(data.expiresAt),
        }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async invite(address: string, role: Role) {
      const inviter = await signedIn();
      const email = address.trim().toLowerCase();
      if (!isEmailAddress(email)) throw new Error(EMAIL_INVALID);
      if (!isRole(role)) throw new Error(ROLE_MISSING);
      const existing = await port.query(
        {
          collection: STAFF_COLLECTION,
          filters: [{ field: 'email', op: '==', value: email }],
          orderBy: { field: DOCUMENT_ID, direction: 'asc' },
        },
        { limit: 1 },
      );
      if (existing.docs.length > 0) throw new Error(ACCOUNT_EXISTS);
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at + INVITATION_TTL_MS);
      const invitedByName = (inviter.name ?? inviter.email)?.slice(0, 100) ?? null;
      const mail: MailDocument = {
        to: email,
        message: staffInvitationPlainMail({
          link: invitationLink(origin(), token),
          invitedBy: invitedByName ?? 'Ihre Agentur',
          roleLabel: ROLE_LABELS[role],
          validUntil: mailDate(expiresAt),
        }),
        kind: 'staff-invitation',
        toName: null,
        related: { collection: INVITATIONS_COLLECTION, id: token },
      };
      // As in the embedded backend, a newer invitation to the same address ends the older one, and expired ones go.
      const ended = (await readAll(port, everything(INVITATIONS_COLLECTION))).filter(
        (doc) => doc.data.email === email || Date.parse(String(doc.data.expiresAt)) <= at,
      );
      const ops: WriteOp[] = [
        ...ended.map((doc): WriteOp => ({ kind: 'delete', collection: INVITATIONS_COLLECTION, id: doc.id })),
        {
          kind: 'put',
          collection: INVITATIONS_COLLECTION,
          id: token,
          fields: { email, role, invitedById: inviter.uid, invitedByName },
          times: { expiresAt: expiresAt.toISOString(), createdAt: 'now' },
        },
        // The link works only with its mail, and the mail goes out only with a working link: one batch.
        {
          kind: 'set',
          collection: MAIL_COLLECTION,
          id: port.newId(MAIL_COLLECTION),
          fields: { ...mail },
          meta: { createdAt: 'now', updatedAt: 'now', createdBy: inviter.uid, updatedBy: inviter.uid },
        },
      ];
      await port.commit(ops);
    },
    async withdraw(id) {
      if (!(await port.get(INVITATIONS_COLLECTION, id))) throw new Error(INVITATION_NOT_FOUND);
      await port.commit([{ kind: 'delete', collection: INVITATIONS_COLLECTION, id }]);
    },
    async setRole(id, role) {
      await others(id);
      if (!isRole(role)) throw new Error(ROLE_MISSING);
      const doc = await entry(id);
      // The whole entry, exactly its fields: the rules allow no metadata in staff/{uid}.
      const ended = can(role, 'accounts') ? [] : await invitationsEndedWith(id);
      await port.commit([{ kind: 'put', collection: STAFF_COLLECTION, id, fields: { ...staffFields(doc.data), role } }, ...ended]);
    },
    async remove(id) {
      await others(id);
      await entry(id);
      await port.commit([{ kind: 'delete', collection: STAFF_COLLECTION, id }, ...(await invitationsEndedWith(id))]);
    },
    removal: {
      action: 'Zugang entfernen',
      title: (email) => `Zugang von ${email} entfernen?`,
      explanation:
        'Die Person verliert sofort den Zugriff auf alle Daten und wird spätestens nach fünf Minuten abgemeldet. Ihr Firebase-Konto bleibt bestehen; ' +
        'löschen oder sperren Sie es in der Firebase-Konsole unter Authentication → Users. Zurück kommt sie nur mit einer neuen Einladung.',
      done: (email) => `${email} hat keinen Zugang mehr zum Dashboard. Löschen Sie das Konto noch in der Firebase-Konsole.`,
    },
  };
}
