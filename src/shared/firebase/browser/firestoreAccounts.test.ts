import { describe, expect, it } from 'vitest';
import { MemoryFirestore } from '../../../../test-support/firebase/memoryFirestore';
import { STAFF_ADMIN, staffEntries } from '../../../../test-support/firebase/records';
import { ACCOUNT_EXISTS, NOT_YOURSELF } from '../../auth/accounts';
import { INVITATION_INVALID, INVITATION_TTL_MS } from '../../auth/invitations';
import { PASSWORD_TOO_SHORT } from '../../auth/passwordRules';
import type { WriteOp } from '../port';
import { MAIL_COLLECTION } from '../mailCollection';
import { INVITATIONS_COLLECTION, STAFF_COLLECTION } from '../staffList';
import { WRONG_CREDENTIALS } from './authErrors';
import { firestoreAccountSource, randomInvitationToken } from './firestoreAccounts';
import {
  acceptFirestoreInvitation,
  ALREADY_STAFF,
  INVITATION_OTHER_ADDRESS,
  type InvitationAccount,
} from './firestoreInvitationAcceptance';

const NOW = Date.parse('2026-03-02T09:00:00Z');
const TOKEN = 'A'.repeat(40) + 'xyz';
const ADMIN = STAFF_ADMIN;

/** The staff list as an admin left it, and the port, which records every batch. */
function seeded() {
  const firestore = new MemoryFirestore();
  firestore.collections.set(STAFF_COLLECTION, staffEntries());
  const batches: WriteOp[][] = [];
  const commit = firestore.commit.bind(firestore);
  firestore.commit = async (ops) => {
    batches.push([...ops]);
    await commit(ops);
  };
  return { firestore, batches };
}

const source = (firestore: MemoryFirestore, now = NOW) =>
  firestoreAccountSource(firestore, {
    admin: async () => ADMIN,
    origin: () => 'https://www.rheinkontor-immobilien.de',
    now: () => now,
    newToken: () => TOKEN,
  });

/** Firebase Authentication as the invitee meets it: existing accounts by address, new ones created. */
function accounts(existing: Record<string, { uid: string; password: string }> = {}) {
  const state = { signedIn: null as string | null, created: [] as string[] };
  const account: InvitationAccount = {
    async createOrSignIn(email, password) {
      const known = existing[email.toLowerCase()];
      if (known && known.password !== password) throw Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' });
      const uid = known?.uid ?? `uid-${email.split('@')[0]}`;
      if (!known) state.created.push(email);
      state.signedIn = uid;
      return { uid, email };
    },
    async signOut() {
      state.signedIn = null;
    },
  };
  return { account, state };
}

const answers = { token: TOKEN, email: 'Lena@Example.org', name: ' Lena Krause ', password: 'ein-gutes-Passwort' };

describe('Zugänge in Firebase mode', () => {
  it('lists the staff entries, marks the signed-in admin, and counts a missing role as editor', async () => {
    const { firestore } = seeded();
    firestore.collections.get(STAFF_COLLECTION)!.set('alt', { email: 'alt@rheinkontor-immobilien.de', name: 'Anton Alt' });
    const list = await source(firestore).list();
    expect(list.map((entry) => [entry.name, entry.role, entry.self, entry.active])).toEqual([
      ['Anton Alt', 'editor', false, true],
      ['Jonas Weber', 'editor', false, true],
      ['Miriam Schäfer', 'admin', true, true],
    ]);
    expect(source(firestore).setActive).toBeUndefined();
  });

  it('writes the invitation and its mail in one batch, with exactly the agreed fields and a link valid for 7 days', async () => {
    const { firestore, batches } = seeded();
    await source(firestore).invite('  Lena@Example.org ', 'editor');
    expect(batches).toHaveLength(1);
    expect(batches[0].map((op) => [op.kind, op.collection])).toEqual([
      ['put', INVITATIONS_COLLECTION],
      ['set', MAIL_COLLECTION],
    ]);
    const invitation = firestore.collections.get(INVITATIONS_COLLECTION)!.get(TOKEN)!;
    expect(Object.keys(invitation).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'invitedById', 'invitedByName', 'role']);
    expect(invitation).toMatchObject({ email: 'lena@example.org', role: 'editor', invitedById: 'chefin', invitedByName: 'Miriam Schäfer' });
    expect(Date.parse(String(invitation.expiresAt))).toBe(NOW + INVITATION_TTL_MS);
    const [mail] = [...firestore.collections.get(MAIL_COLLECTION)!.values()];
    expect(mail).toMatchObject({
      to: 'lena@example.org',
      kind: 'staff-invitation',
      related: { collection: INVITATIONS_COLLECTION, id: TOKEN },
    });
    const message = mail.message as { subject: string; text: string; html: string };
    expect(message.subject).toBe('Ihre Einladung zum Dashboard');
    expect(message.text).toContain(`https://www.rheinkontor-immobilien.de/login#einladung=${TOKEN}`);
    expect(message.text).toContain('Miriam Schäfer hat Sie zum Dashboard der Website eingeladen (Rolle: Redaktion)');
    expect(message.text).toContain('Der Link gilt bis 09.03.2026, 10:00 Uhr und nur einmal.');
    expect(await source(firestore).invitations()).toEqual([
      expect.objectContaining({ id: TOKEN, email: 'lena@example.org', role: 'editor', invitedBy: 'Miriam Schäfer' }),
    ]);
  });

  it('refuses an invalid address and an address that already has access, and writes nothing', async () => {
    const { firestore, batches } = seeded();
    await expect(source(firestore).invite('lena@', 'editor')).rejects.toThrow('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await expect(source(firestore).invite('Jonas@rheinkontor-immobilien.de', 'admin')).rejects.toThrow(ACCOUNT_EXISTS);
    expect(batches).toEqual([]);
  });

  it('ends an older invitation to the same address and expired ones with a new invitation; an admin withdraws one', async () => {
    const { firestore } = seeded();
    firestore.collections.set(
      INVITATIONS_COLLECTION,
      new Map<string, Record<string, unknown>>([
        [
          'older',
          {
            email: 'lena@example.org',
            role: 'admin',
            expiresAt: new Date(NOW + 1000).toISOString(),
            createdAt: new Date(NOW - 1000).toISOString(),
          },
        ],
        [
          'expired',
          {
            email: 'tom@example.org',
            role: 'editor',
            expiresAt: new Date(NOW - 1).toISOString(),
            createdAt: new Date(NOW - INVITATION_TTL_MS).toISOString(),
          },
        ],
        [
          'other',
          {
            email: 'eva@example.org',
            role: 'editor',
            expiresAt: new Date(NOW + 1000).toISOString(),
            createdAt: new Date(NOW - 2000).toISOString(),
          },
        ],
      ]),
    );
    await source(firestore).invite('lena@example.org', 'editor');
    expect([...firestore.collections.get(INVITATIONS_COLLECTION)!.keys()].sort()).toEqual(['other', TOKEN].sort());
    await source(firestore).withdraw('other');
    expect((await source(firestore).invitations()).map((entry) => entry.id)).toEqual([TOKEN]);
    await expect(source(firestore).withdraw('other')).rejects.toThrow('Diese Einladung gibt es nicht (mehr).');
  });

  it('changes a role by rewriting exactly the entry’s fields, and removes access by deleting the entry', async () => {
    const { firestore } = seeded();
    await source(firestore).setRole('jonas', 'admin');
    expect(firestore.collections.get(STAFF_COLLECTION)!.get('jonas')).toEqual({
      email: 'jonas@rheinkontor-immobilien.de',
      name: 'Jonas Weber',
      role: 'admin',
    });
    await source(firestore).remove('jonas');
    expect([...firestore.collections.get(STAFF_COLLECTION)!.keys()]).toEqual(['chefin']);
    await expect(source(firestore).remove('jonas')).rejects.toThrow('Diesen Zugang gibt es nicht (mehr).');
  });

  it('ends the invitations of an admin who is demoted or removed, in the same batch', async () => {
    const { firestore, batches } = seeded();
    const sent = (invitedById: string, email: string) => ({
      email,
      role: 'admin',
      invitedById,
      expiresAt: new Date(NOW + 1000).toISOString(),
      createdAt: new Date(NOW - 1000).toISOString(),
    });
    firestore.collections.set(
      INVITATIONS_COLLECTION,
      new Map<string, Record<string, unknown>>([
        ['by-jonas', sent('jonas', 'lena@example.org')],
        ['by-chefin', sent('chefin', 'tom@example.org')],
      ]),
    );
    await source(firestore).setRole('jonas', 'admin');
    expect([...firestore.collections.get(INVITATIONS_COLLECTION)!.keys()].sort()).toEqual(['by-chefin', 'by-jonas']);
    await source(firestore).setRole('jonas', 'editor');
    expect(batches.at(-1)!.map((op) => `${op.kind} ${op.collection}/${op.id}`)).toEqual([
      `put ${STAFF_COLLECTION}/jonas`,
      `delete ${INVITATIONS_COLLECTION}/by-jonas`,
    ]);
    expect([...firestore.collections.get(INVITATIONS_COLLECTION)!.keys()]).toEqual(['by-chefin']);

    firestore.collections.get(INVITATIONS_COLLECTION)!.set('again', sent('jonas', 'eva@example.org'));
    await source(firestore).remove('jonas');
    expect(batches.at(-1)!.map((op) => `${op.kind} ${op.collection}/${op.id}`)).toEqual([
      `delete ${STAFF_COLLECTION}/jonas`,
      `delete ${INVITATIONS_COLLECTION}/again`,
    ]);
  });

  it('never demotes or removes the signed-in admin', async () => {
    const { firestore, batches } = seeded();
    await expect(source(firestore).setRole('chefin', 'editor')).rejects.toThrow(NOT_YOURSELF);
    await expect(source(firestore).remove('chefin')).rejects.toThrow(NOT_YOURSELF);
    expect(batches).toEqual([]);
    expect(firestore.collections.get(STAFF_COLLECTION)!.get('chefin')).toMatchObject({ role: 'admin' });
  });

  it('makes 43-character base64url tokens, a new one each time', () => {
    const tokens = new Set(Array.from({ length: 20 }, randomInvitationToken));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('accepting an invitation in Firebase mode', () => {
  async function invited(now = NOW) {
    const { firestore, batches } = seeded();
    await source(firestore, now).invite('lena@example.org', 'editor');
    batches.length = 0;
    return { firestore, batches };
  }

  it('creates the account, then writes the staff entry and deletes the invitation in one batch', async () => {
    const { firestore, batches } = await invited();
    const { account, state } = accounts();
    expect(await acceptFirestoreInvitation(firestore, account, answers, () => NOW + 60_000)).toEqual({
      ok: true,
      email: 'lena@example.org',
      name: 'Lena Krause',
    });
    expect(state).toEqual({ signedIn: 'uid-Lena', created: ['Lena@Example.org'] });
    expect(batches).toHaveLength(1);
    expect(firestore.collections.get(STAFF_COLLECTION)!.get('uid-Lena')).toEqual({
      email: 'lena@example.org',
      name: 'Lena Krause',
      role: 'editor',
      invitation: TOKEN,
    });
    expect(firestore.collections.get(INVITATIONS_COLLECTION)!.has(TOKEN)).toBe(false);
    // The link works once.
    const again = await acceptFirestoreInvitation(firestore, accounts().account, answers, () => NOW + 120_000);
    expect(again).toEqual({ ok: false, message: INVITATION_INVALID });
  });

  it('signs in with the password when the address already has a Firebase account', async () => {
    const { firestore } = await invited();
    const { account, state } = accounts({ 'lena@example.org': { uid: 'google-lena', password: answers.password } });
    expect((await acceptFirestoreInvitation(firestore, account, answers, () => NOW)).ok).toBe(true);
    expect(state.created).toEqual([]);
    expect(firestore.collections.get(STAFF_COLLECTION)!.get('google-lena')).toMatchObject({ role: 'editor' });
    const wrong = await acceptFirestoreInvitation(
      firestore,
      accounts({ 'lena@example.org': { uid: 'x', password: 'anders-anders' } }).account,
      answers,
      () => NOW,
    );
    expect(wrong).toEqual({ ok: false, message: WRONG_CREDENTIALS });
  });

  it('refuses an expired invitation, signs the account out again and writes nothing', async () => {
    const { firestore, batches } = await invited();
    const { account, state } = accounts();
    expect(await acceptFirestoreInvitation(firestore, account, answers, () => NOW + INVITATION_TTL_MS)).toEqual({
      ok: false,
      message: INVITATION_INVALID,
    });
    expect(state.signedIn).toBeNull();
    expect(batches).toEqual([]);
    expect(firestore.collections.get(STAFF_COLLECTION)!.has('uid-Lena')).toBe(false);
  });

  it('refuses another address, an unknown token and a member of staff, with German messages', async () => {
    const { firestore, batches } = await invited();
    expect(await acceptFirestoreInvitation(firestore, accounts().account, { ...answers, email: 'tom@example.org' }, () => NOW)).toEqual({
      ok: false,
      message: INVITATION_OTHER_ADDRESS,
    });
    expect(await acceptFirestoreInvitation(firestore, accounts().account, { ...answers, token: 'B'.repeat(43) }, () => NOW)).toEqual({
      ok: false,
      message: INVITATION_INVALID,
    });
    expect(await acceptFirestoreInvitation(firestore, accounts().account, { ...answers, token: 'kurz' }, () => NOW)).toEqual({
      ok: false,
      message: INVITATION_INVALID,
    });
    firestore.collections.get(STAFF_COLLECTION)!.set('uid-Lena', { email: 'lena@example.org', name: 'Lena', role: 'editor' });
    expect(await acceptFirestoreInvitation(firestore, accounts().account, answers, () => NOW)).toEqual({
      ok: false,
      message: ALREADY_STAFF,
    });
    expect(batches).toEqual([]);
  });

  it('answers a rules refusal of the invitation (another address) in German and signs out', async () => {
    const { firestore } = await invited();
    firestore.get = async () => {
      throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    };
    const { account, state } = accounts();
    expect(await acceptFirestoreInvitation(firestore, account, answers, () => NOW)).toEqual({
      ok: false,
      message: INVITATION_OTHER_ADDRESS,
    });
    expect(state.signedIn).toBeNull();
  });

  it('checks name, address and password before creating any account', async () => {
    const { firestore } = await invited();
    const { account, state } = accounts();
    const result = await acceptFirestoreInvitation(
      firestore,
      account,
      { ...answers, email: 'lena', name: ' ', password: 'kurz' },
      () => NOW,
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        name: 'Bitte geben Sie Ihren Namen ein.',
        password: PASSWORD_TOO_SHORT,
      },
    });
    expect(state.created).toEqual([]);
  });
});
