import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestorePort } from '../../src/shared/firebase/firestorePort';
import { FirestoreLease } from '../jobs/firestoreLease';
import { keywordsFor } from '../../src/shared/firebase/keywords';
import { inquiries } from '../../src/shared/resources/inquiries';
import { emptyValue } from '../../src/shared/resources/validation';
import { inquiry, offer, teamMember } from '../../test-support/firebase/records';
import type { ServerFirebase } from '../firebase/firestoreServer';
import { addStaff, clientAs, emulatorRunning, rulesEnvironment } from '../../test-support/contract/firestoreEmulator';

const ADMIN = { uid: 'admin-1', email: 'chefin@rheinkontor-immobilien.de' };
const STAFF = { uid: 'staff-1', email: 'makler@rheinkontor-immobilien.de' };
const STRANGER = { uid: 'fremd-1', email: 'fremd@example.de' };
const MAILER = { uid: 'mailer-1', email: 'server@rheinkontor-immobilien.de' };

/** A mail document as server/mail/firestoreSubmitWithMails.ts writes it, for the inquiry `inquiryId`. */
const inquiryMail = (inquiryId: string, extra: Record<string, unknown> = {}) => ({
  to: 'makler@rheinkontor-immobilien.de',
  replyTo: 'marie@example.de',
  message: { subject: 'Neue Anfrage', text: 'Text', html: '<p>Text</p>' },
  kind: 'inquiry-staff',
  toName: null,
  related: { collection: 'inquiries', id: inquiryId },
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  createdBy: null,
  updatedBy: null,
  ...extra,
});

/** A visitor's inquiry as the server's /api writes it (firestorePublicApi.ts): every declared field, the unsent ones empty. */
const visitorInquiry = (extra: Record<string, unknown> = {}) => {
  const fields = { ...Object.fromEntries(inquiries.fields.map((field) => [field.name, emptyValue(field)])), ...inquiry('Marie Schmitz') };
  return {
    ...fields,
    _keywords: keywordsFor(fields, ['name', 'email', 'message']),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: null,
    updatedBy: null,
    ...extra,
  };
};

/** firestore.rules, executed: the access policy of docs/access-policy.md in Firebase mode. */
describe.skipIf(!emulatorRunning)('firestore.rules (Firestore emulator)', () => {
  let environment: RulesTestEnvironment;
  const clients: ServerFirebase[] = [];
  const as = (user?: { uid: string; email: string }): Firestore => {
    const client = clientAs(user);
    clients.push(client);
    return client.db;
  };

  beforeAll(async () => {
    environment = await rulesEnvironment();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await environment?.cleanup();
  });
  beforeEach(async () => {
    await environment.clearFirestore();
    await addStaff(environment, ADMIN.uid, { email: ADMIN.email, role: 'admin' });
    await addStaff(environment, STAFF.uid, { email: STAFF.email, role: 'editor' });
    await environment.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc('team/shown').set(teamMember('Paul Public', 1));
      await db.doc('team/hidden').set(teamMember('Verena Versteckt', 2, false));
      await db.doc('properties/p1').set({ ...offer('Mit Notiz'), internalNotes: 'geheim' });
      await db.doc('properties_public/p1').set(offer('Mit Notiz'));
      await db.doc('properties_public/draft').set(offer('Entwurf', { published: false }));
      await db.doc('settings/agency').set({ companyName: 'Rheinkontor' });
      await db.doc('inquiries/i1').set({ name: 'Alt' });
      await db.doc(`mailSenders/${MAILER.uid}`).set({ note: 'Server' });
      await db.doc('mail/m1').set({
        to: 'x@example.de',
        kind: 'inquiry-staff',
        message: { subject: 's', text: 't', html: 'h' },
        delivery: { state: 'ERROR', attempts: 3, error: '550' },
      });
      await db.doc('mail/m2').set({
        to: 'x@example.de',
        kind: 'inquiry-staff',
        message: { subject: 's', text: 't', html: 'h' },
        delivery: { state: 'SUCCESS', attempts: 1 },
      });
    });
  });

  describe('mail for the Trigger Email extension', () => {
    it('is written by the server’s mail account only together with a new inquiry', async () => {
      const db = as(MAILER);
      const batch = writeBatch(db);
      batch.set(doc(db, 'inquiries/neu-mit-mail'), visitorInquiry());
      batch.set(doc(db, 'mail/neu-1'), inquiryMail('neu-mit-mail'));
      await assertSucceeds(batch.commit());
      // Alone, for an existing inquiry, with a delivery state of its own, or by anyone else: refused.
      await assertFails(setDoc(doc(db, 'mail/neu-2'), inquiryMail('i1')));
      await assertFails(setDoc(doc(db, 'mail/neu-3'), inquiryMail('gibt-es-nicht')));
      const forged = writeBatch(db);
      forged.set(doc(db, 'inquiries/neu-4'), visitorInquiry());
      forged.set(doc(db, 'mail/neu-4'), inquiryMail('neu-4', { delivery: { state: 'SUCCESS' } }));
      await assertFails(forged.commit());
      for (const user of [undefined, STRANGER, STAFF]) {
        const other = as(user);
        const attempt = writeBatch(other);
        attempt.set(doc(other, 'inquiries/neu-5'), visitorInquiry());
        attempt.set(doc(other, 'mail/neu-5'), inquiryMail('neu-5'));
        await assertFails(attempt.commit());
      }
    });

    it('lets the server’s account alone set a valuation request’s estimate and read what the model compares with', async () => {
      const estimate = {
        estimateLow: 442_000,
        estimateMiddle: 520_000,
        estimateHigh: 598_000,
        estimatePerSqm: 6_500,
        estimateComparables: 3,
        estimateBasis: 'comparables',
      };
      const valuation = (extra: Record<string, unknown> = {}) =>
        visitorInquiry({ topic: 'bewertung', objectType: 'wohnung', district: 'suelz', livingArea: 80, ...estimate, ...extra });
      await assertSucceeds(setDoc(doc(as(MAILER), 'inquiries/v1'), valuation()));
      await assertFails(setDoc(doc(as(MAILER), 'inquiries/v2'), valuation({ estimateBasis: 'geraten' })));
      for (const user of [undefined, STRANGER, MAILER])
        await assertFails(
          setDoc(doc(as(user), 'marketPrices/neu'), { district: 'suelz', objectType: 'wohnung', low: 1, middle: 2, high: 3 }),
        );
      for (const user of [undefined, STRANGER]) {
        await assertFails(setDoc(doc(as(user), 'inquiries/v3'), valuation()));
        await assertFails(getDocs(query(collection(as(user), 'marketPrices'), where('objectType', '==', 'wohnung'))));
        await assertFails(getDocs(query(collection(as(user), 'properties'), where('district', '==', 'suelz'))));
      }
      await assertSucceeds(getDocs(query(collection(as(MAILER), 'marketPrices'), where('objectType', '==', 'wohnung'))));
      await assertSucceeds(getDocs(query(collection(as(MAILER), 'properties'), where('district', '==', 'suelz'))));
      // It reads inquiries to match a withdrawal and to answer a data request (docs/withdrawal.md, docs/privacy.md).
      await assertSucceeds(getDoc(doc(as(MAILER), 'inquiries/i1')));
    });

    it('lets the server’s account look up one staff entry (to admit a staff request), never list or change them', async () => {
      const db = as(MAILER);
      await assertSucceeds(getDoc(doc(db, `staff/${STAFF.uid}`)));
      await assertSucceeds(getDoc(doc(db, `staff/${STRANGER.uid}`)));
      await assertFails(getDocs(collection(db, 'staff')));
      await assertFails(setDoc(doc(db, `staff/${MAILER.uid}`), { email: MAILER.email, role: 'admin' }));
      await assertFails(getDoc(doc(as(STRANGER), `staff/${STAFF.uid}`)));
    });

    it('is read by staff with the capability mail only, and only a failed one may be set to RETRY', async () => {
      for (const user of [undefined, STRANGER, MAILER, STAFF]) await assertFails(getDoc(doc(as(user), 'mail/m1')));
      await assertFails(getDocs(collection(as(STAFF), 'mail')));
      await assertFails(
        updateDoc(doc(as(STAFF), 'mail/m1'), { 'delivery.state': 'RETRY', updatedAt: serverTimestamp(), updatedBy: STAFF.email }),
      );
      const db = as(ADMIN);
      await assertSucceeds(getDocs(collection(db, 'mail')));
      await assertFails(updateDoc(doc(db, 'mail/m2'), { 'delivery.state': 'RETRY', updatedAt: serverTimestamp(), updatedBy: ADMIN.email }));
      await assertFails(updateDoc(doc(db, 'mail/m1'), { 'delivery.state': 'RETRY', to: 'fremd@example.de' }));
      await assertSucceeds(
        updateDoc(doc(db, 'mail/m1'), { 'delivery.state': 'RETRY', updatedAt: serverTimestamp(), updatedBy: ADMIN.email }),
      );
      await assertFails(deleteDoc(doc(db, 'mail/m1')));
    });

    it('lets staff with the capability mail send a test mail to their own address and to no other, and name the mail account', async () => {
      const db = as(ADMIN);
      const test = (to: string) => {
        const mail: Record<string, unknown> = inquiryMail('x', { to, kind: 'test', related: null });
        delete mail.replyTo;
        return mail;
      };
      await assertSucceeds(setDoc(doc(db, 'mail/test-1'), test(ADMIN.email)));
      await assertFails(setDoc(doc(db, 'mail/test-2'), test('opfer@example.de')));
      await assertFails(setDoc(doc(as(STRANGER), 'mail/test-3'), test(STRANGER.email)));
      await assertFails(setDoc(doc(as(STAFF), 'mail/test-4'), test(STAFF.email)));
      await assertFails(setDoc(doc(as(STAFF), `mailSenders/${STAFF.uid}`), { note: 'nein' }));
      await assertFails(getDoc(doc(as(STAFF), `mailSenders/${MAILER.uid}`)));
      await assertSucceeds(setDoc(doc(db, 'mailSenders/neu'), { note: 'Zweiter Server' }));
    });
  });

  describe('search requests (server-only collections, docs/search-alerts.md)', () => {
    const request = {
      email: 'suchende@example.org',
      name: null,
      frequency: 'sofort',
      marketing_type: 'kauf',
      object_type: null,
      districts: null,
      max_price: null,
      min_rooms: null,
      min_area: null,
      origin: 'https://www.example.de',
      created_at: 1,
      confirmed_at: null,
      last_click_at: 1,
      reminded_at: null,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      createdBy: null,
      updatedBy: null,
    };
    const alertMail = (alertId: string, extra: Record<string, unknown> = {}) => {
      const mail: Record<string, unknown> = inquiryMail(alertId, {
        to: 'suchende@example.org',
        kind: 'search-alert-confirm',
        related: { collection: 'searchAlerts', id: alertId },
        ...extra,
      });
      delete mail.replyTo;
      return mail;
    };
    const unsubscribe = {
      'List-Unsubscribe': '<https://www.example.de/api/suchauftraege/abmelden?token=x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };

    it('are written by the server’s account alone, with their mails about an existing request; visitors see nothing', async () => {
      const db = as(MAILER);
      const batch = writeBatch(db);
      batch.set(doc(db, 'searchAlerts/a1'), request);
      batch.set(doc(db, 'searchAlertTokens/hash-1'), { alert_id: 'a1', purpose: 'confirm', created_at: 1, expires_at: 2, used_at: null });
      batch.set(doc(db, 'mail/sa-1'), alertMail('a1'));
      await assertSucceeds(batch.commit());
      await assertSucceeds(setDoc(doc(db, 'mail/sa-2'), alertMail('a1', { kind: 'search-alert', headers: unsubscribe })));
      // About a request that does not exist, of another kind, or with another header: refused.
      await assertFails(setDoc(doc(db, 'mail/sa-3'), alertMail('gibt-es-nicht')));
      await assertFails(setDoc(doc(db, 'mail/sa-4'), alertMail('a1', { kind: 'inquiry-staff' })));
      await assertFails(setDoc(doc(db, 'mail/sa-5'), alertMail('a1', { headers: { ...unsubscribe, Bcc: 'opfer@example.de' } })));
      await assertSucceeds(setDoc(doc(db, 'jobLeases/search-alerts'), { holder: 'instanz-a', until: 2 }));
      for (const user of [undefined, STRANGER]) {
        const other = as(user);
        await assertFails(getDoc(doc(other, 'searchAlerts/a1')));
        await assertFails(setDoc(doc(other, 'searchAlerts/a2'), request));
        await assertFails(setDoc(doc(other, 'mail/sa-6'), alertMail('a1')));
        await assertFails(getDoc(doc(other, 'jobLeases/search-alerts')));
      }
    });

    it('let the server’s account read and delete a request’s mails (and no other), and staff read and delete requests', async () => {
      const mailer = as(MAILER);
      await assertSucceeds(setDoc(doc(mailer, 'searchAlerts/a1'), request));
      await assertSucceeds(setDoc(doc(mailer, 'mail/sa-1'), alertMail('a1')));
      await assertSucceeds(
        getDocs(query(collection(mailer, 'mail'), where('related.collection', '==', 'searchAlerts'), where('related.id', '==', 'a1'))),
      );
      await assertFails(getDocs(collection(mailer, 'mail')));
      await assertFails(deleteDoc(doc(mailer, 'mail/m1')));
      await assertSucceeds(deleteDoc(doc(mailer, 'mail/sa-1')));
      await assertSucceeds(setDoc(doc(mailer, 'mail/sa-2'), alertMail('a1')));
      const staff = as(STAFF);
      await assertSucceeds(getDocs(collection(staff, 'searchAlerts')));
      await assertFails(setDoc(doc(staff, 'searchAlerts/a1'), { ...request, email: 'anders@example.org' }));
      await assertFails(getDoc(doc(staff, 'jobLeases/search-alerts')));
      await assertSucceeds(deleteDoc(doc(staff, 'mail/sa-2')));
      await assertFails(deleteDoc(doc(staff, 'mail/m1')));
      await assertSucceeds(deleteDoc(doc(staff, 'searchAlerts/a1')));
    });

    it('give the job lease to one of two instances taking it at once (a transaction)', async () => {
      const lease = (holder: string) => new FirestoreLease(firestorePort(as(MAILER))).take('search-alerts', holder, 1_000, 61_000);
      const taken = await Promise.all([lease('instanz-a'), lease('instanz-b')]);
      expect(taken.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('visitors', () => {
    it('read published records, and list them only when asking for published ones', async () => {
      const db = as();
      await assertSucceeds(getDoc(doc(db, 'team/shown')));
      await assertFails(getDoc(doc(db, 'team/hidden')));
      await assertSucceeds(getDocs(query(collection(db, 'team'), where('published', '==', true))));
      await assertFails(getDocs(collection(db, 'team')));
      await assertSucceeds(getDoc(doc(db, 'properties_public/p1')));
      await assertFails(getDoc(doc(db, 'properties_public/draft')));
      await assertSucceeds(getDoc(doc(db, 'settings/agency')));
    });

    it('never read the full listing, an inquiry or the staff list', async () => {
      const db = as();
      await assertFails(getDoc(doc(db, 'properties/p1')));
      await assertFails(getDocs(query(collection(db, 'properties'), where('published', '==', true))));
      await assertFails(getDoc(doc(db, 'inquiries/i1')));
      await assertFails(getDocs(collection(db, 'inquiries')));
      await assertFails(getDoc(doc(db, `staff/${ADMIN.uid}`)));
    });

    it('write nothing but a valid inquiry', async () => {
      const db = as();
      await assertSucceeds(setDoc(doc(db, 'inquiries/neu1'), visitorInquiry()));
      await assertFails(setDoc(doc(db, 'team/neu'), teamMember('Eindringling', 1)));
      await assertFails(setDoc(doc(db, 'properties_public/neu'), offer('Falsch')));
      await assertFails(setDoc(doc(db, 'settings/agency'), { companyName: 'Übernommen' }));
      await assertFails(updateDoc(doc(db, 'inquiries/i1'), { name: 'Geändert' }));
      await assertFails(deleteDoc(doc(db, 'inquiries/i1')));
    });

    it('cannot smuggle anything into an inquiry', async () => {
      const db = as();
      await assertFails(setDoc(doc(db, 'inquiries/x1'), visitorInquiry({ status: 'erledigt' })));
      await assertFails(setDoc(doc(db, 'inquiries/x2'), visitorInquiry({ note: 'Rückruf zugesagt' })));
      await assertFails(setDoc(doc(db, 'inquiries/x3'), visitorInquiry({ privacyConsent: false })));
      await assertFails(setDoc(doc(db, 'inquiries/x4'), visitorInquiry({ message: 'x'.repeat(3001) })));
      await assertFails(setDoc(doc(db, 'inquiries/x5'), visitorInquiry({ topic: 'werbung' })));
      await assertFails(setDoc(doc(db, 'inquiries/x6'), visitorInquiry({ email: 'keine-adresse' })));
      await assertFails(setDoc(doc(db, 'inquiries/x7'), visitorInquiry({ admin: true })));
      await assertFails(setDoc(doc(db, 'inquiries/x8'), visitorInquiry({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
      await assertFails(setDoc(doc(db, 'inquiries/x9'), visitorInquiry({ createdBy: 'chefin@rheinkontor-immobilien.de' })));
    });

    it('ask only about a listing on offer that they can see', async () => {
      await environment.withSecurityRulesDisabled(async (context) => {
        await context
          .firestore()
          .doc('properties_public/sold')
          .set(offer('Verkauft', { status: 'verkauft', showAsReference: true }));
      });
      const db = as();
      await assertSucceeds(setDoc(doc(db, 'inquiries/r1'), visitorInquiry({ property: 'p1' })));
      await assertFails(setDoc(doc(db, 'inquiries/r2'), visitorInquiry({ property: 'gibt-es-nicht' })));
      await assertFails(setDoc(doc(db, 'inquiries/r3'), visitorInquiry({ property: 'draft' })));
      await assertFails(setDoc(doc(db, 'inquiries/r4'), visitorInquiry({ property: 'sold' })));
    });
  });

  describe('signed-in users without a staff entry', () => {
    it('are visitors, except that they may read their own (missing) staff entry', async () => {
      const db = as(STRANGER);
      await assertSucceeds(getDoc(doc(db, `staff/${STRANGER.uid}`)));
      await assertFails(getDoc(doc(db, `staff/${ADMIN.uid}`)));
      await assertFails(getDoc(doc(db, 'properties/p1')));
      await assertFails(setDoc(doc(db, 'team/neu'), teamMember('Fremd', 1)));
      await assertFails(setDoc(doc(db, `staff/${STRANGER.uid}`), { email: STRANGER.email, role: 'admin' }));
    });
  });

  describe('staff', () => {
    it('read and write the content and inquiries as editors, but neither the agency settings nor the portals', async () => {
      const db = as(STAFF);
      await assertSucceeds(getDoc(doc(db, 'properties/p1')));
      await assertSucceeds(getDocs(collection(db, 'team')));
      await assertSucceeds(getDocs(collection(db, 'inquiries')));
      await assertSucceeds(setDoc(doc(db, 'properties/p2'), offer('Neu')));
      await assertSucceeds(updateDoc(doc(db, 'inquiries/i1'), { status: 'erledigt' }));
      await assertSucceeds(deleteDoc(doc(db, 'team/hidden')));
      await assertSucceeds(getDoc(doc(db, 'settings/agency')));
      await assertFails(setDoc(doc(db, 'settings/agency'), { companyName: 'Rheinkontor Immobilien GmbH' }));
      await assertFails(getDocs(collection(db, 'portals')));
      await assertFails(setDoc(doc(db, 'portals/neu'), { name: 'ImmoScout24' }));
    });

    it('count as editors with the former role staff or none', async () => {
      await environment.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(`staff/${STRANGER.uid}`).set({ email: STRANGER.email, role: 'staff' });
      });
      const db = as(STRANGER);
      await assertSucceeds(getDoc(doc(db, 'properties/p1')));
      await assertSucceeds(getDocs(collection(db, 'inquiries')));
      await assertFails(setDoc(doc(db, 'settings/agency'), { companyName: 'Übernommen' }));
      await assertFails(getDocs(collection(db, 'mail')));
    });

    it('see the Papierkorb of the resources they may read: an editor lists it by resource, an admin whole', async () => {
      await environment.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await db.doc('trash/properties:alt').set({ resource: 'properties', recordId: 'alt', title: 'Altbau', createdAt: new Date() });
        await db.doc('trash/portals:scout').set({ resource: 'portals', recordId: 'scout', title: 'ImmoScout24', createdAt: new Date() });
      });
      const editor = as(STAFF);
      await assertSucceeds(getDocs(query(collection(editor, 'trash'), where('resource', 'in', ['properties', 'inquiries']))));
      await assertSucceeds(getDoc(doc(editor, 'trash/properties:alt')));
      await assertFails(getDocs(collection(editor, 'trash')));
      await assertFails(getDoc(doc(editor, 'trash/portals:scout')));
      await assertFails(deleteDoc(doc(editor, 'trash/portals:scout')));
      await assertSucceeds(getDocs(collection(as(ADMIN), 'trash')));
      await assertSucceeds(deleteDoc(doc(as(ADMIN), 'trash/portals:scout')));
    });

    it('read the staff list but do not change it', async () => {
      const db = as(STAFF);
      await assertSucceeds(getDocs(collection(db, 'staff')));
      await assertFails(setDoc(doc(db, 'staff/neu'), { email: 'neu@rheinkontor-immobilien.de', role: 'editor' }));
      await assertFails(setDoc(doc(db, `staff/${STAFF.uid}`), { email: STAFF.email, role: 'admin' }));
      await assertFails(deleteDoc(doc(db, `staff/${ADMIN.uid}`)));
    });
  });

  describe('admins', () => {
    it('change the agency settings, only the one record', async () => {
      const db = as(ADMIN);
      await assertSucceeds(setDoc(doc(db, 'settings/agency'), { companyName: 'Rheinkontor Immobilien GmbH' }));
      await assertFails(setDoc(doc(db, 'settings/zweite'), { companyName: 'Zweite' }));
    });

    it('manage the staff list, but cannot remove or demote themselves', async () => {
      const db = as(ADMIN);
      await assertSucceeds(setDoc(doc(db, 'staff/neu'), { email: 'neu@rheinkontor-immobilien.de', name: 'Neue Kollegin', role: 'editor' }));
      await assertSucceeds(updateDoc(doc(db, `staff/${STAFF.uid}`), { role: 'admin' }));
      await assertFails(setDoc(doc(db, 'staff/neu2'), { email: 'x@y.de', role: 'chef' }));
      await assertFails(setDoc(doc(db, 'staff/neu3'), { email: 'x@y.de', role: 'editor', password: 'nein' }));
      await assertFails(updateDoc(doc(db, `staff/${ADMIN.uid}`), { role: 'editor' }));
      await assertFails(deleteDoc(doc(db, `staff/${ADMIN.uid}`)));
      await assertSucceeds(deleteDoc(doc(db, 'staff/neu')));
    });
  });

  describe('invitations (docs/firebase.md, "Invitations")', () => {
    const INVITEE = { uid: 'neu-1', email: 'neu@rheinkontor-immobilien.de' };
    const DAY = 86_400_000;
    const invitation = (extra: Record<string, unknown> = {}) => ({
      email: INVITEE.email,
      role: 'editor',
      invitedById: ADMIN.uid,
      invitedByName: 'Chefin',
      expiresAt: Timestamp.fromMillis(Date.now() + 7 * DAY),
      createdAt: serverTimestamp(),
      ...extra,
    });
    const invitationMail = (token: string, extra: Record<string, unknown> = {}) => {
      const mail: Record<string, unknown> = inquiryMail(token, {
        to: INVITEE.email,
        kind: 'invitation',
        related: { collection: 'invitations', id: token },
        ...extra,
      });
      delete mail.replyTo;
      return mail;
    };
    const entry = { email: INVITEE.email, name: 'Neue Kollegin', role: 'editor', invitation: 't1' };

    it('are written by staff with the capability accounts, with their mail in the same batch', async () => {
      const db = as(ADMIN);
      const batch = writeBatch(db);
      batch.set(doc(db, 'invitations/t1'), invitation());
      batch.set(doc(db, 'mail/inv-1'), invitationMail('t1'));
      await assertSucceeds(batch.commit());
      // The mail alone for an existing invitation, or to another address: refused.
      await assertFails(setDoc(doc(db, 'mail/inv-2'), invitationMail('t1')));
      const elsewhere = writeBatch(db);
      elsewhere.set(doc(db, 'invitations/t2'), invitation());
      elsewhere.set(doc(db, 'mail/inv-3'), invitationMail('t2', { to: 'opfer@example.de' }));
      await assertFails(elsewhere.commit());
      await assertFails(setDoc(doc(db, 'invitations/t3'), invitation({ invitedById: STAFF.uid })));
      await assertFails(setDoc(doc(db, 'invitations/t4'), invitation({ role: 'chef' })));
      await assertFails(setDoc(doc(db, 'invitations/t5'), invitation({ email: 'Neu@Rheinkontor-Immobilien.de' })));
      await assertFails(setDoc(doc(db, 'invitations/t6'), invitation({ expiresAt: Timestamp.fromMillis(Date.now() + 9 * DAY) })));
      await assertFails(setDoc(doc(db, 'invitations/t7'), invitation({ password: 'nein' })));
      await assertSucceeds(getDocs(collection(db, 'invitations')));
      const editor = as(STAFF);
      await assertFails(setDoc(doc(editor, 'invitations/t8'), invitation({ invitedById: STAFF.uid })));
      await assertFails(getDocs(collection(editor, 'invitations')));
      await assertFails(getDoc(doc(editor, 'invitations/t1')));
    });

    it('let the invited address enter itself once, with the invitation’s role, deleting the invitation', async () => {
      await assertSucceeds(setDoc(doc(as(ADMIN), 'invitations/t1'), invitation()));
      const db = as(INVITEE);
      await assertSucceeds(getDoc(doc(db, 'invitations/t1')));
      await assertFails(getDocs(collection(db, 'invitations')));
      await assertFails(getDoc(doc(as(STRANGER), 'invitations/t1')));
      // Without deleting the invitation, or with another role: refused.
      await assertFails(setDoc(doc(db, `staff/${INVITEE.uid}`), entry));
      const promoted = writeBatch(db);
      promoted.set(doc(db, `staff/${INVITEE.uid}`), { ...entry, role: 'admin' });
      promoted.delete(doc(db, 'invitations/t1'));
      await assertFails(promoted.commit());
      const batch = writeBatch(db);
      batch.set(doc(db, `staff/${INVITEE.uid}`), entry);
      batch.delete(doc(db, 'invitations/t1'));
      await assertSucceeds(batch.commit());
      // An admin changes the role later; the entry keeps its invitation key.
      await assertSucceeds(updateDoc(doc(as(ADMIN), `staff/${INVITEE.uid}`), { role: 'admin' }));
    });

    it('admit nobody whose inviter has since been removed from the staff list or lost the capability accounts', async () => {
      const SECOND = { uid: 'zweite-chefin', email: 'zweite@rheinkontor-immobilien.de' };
      await environment.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(`staff/${SECOND.uid}`).set({ email: SECOND.email, name: 'Zweite Chefin', role: 'admin' });
        await context
          .firestore()
          .doc('invitations/t1')
          .set({ ...invitation({ invitedById: SECOND.uid }), createdAt: new Date() });
      });
      const enter = () => {
        const db = as(INVITEE);
        const batch = writeBatch(db);
        batch.set(doc(db, `staff/${INVITEE.uid}`), entry);
        batch.delete(doc(db, 'invitations/t1'));
        return batch.commit();
      };
      await assertSucceeds(updateDoc(doc(as(ADMIN), `staff/${SECOND.uid}`), { role: 'editor' }));
      await assertFails(enter());
      await assertSucceeds(deleteDoc(doc(as(ADMIN), `staff/${SECOND.uid}`)));
      await assertFails(enter());
    });

    it('admit nobody after they expired, and nobody signed in with another address', async () => {
      await environment.withSecurityRulesDisabled(async (context) => {
        await context
          .firestore()
          .doc('invitations/t1')
          .set({ ...invitation(), expiresAt: new Date(Date.now() - 1000), createdAt: new Date() });
      });
      const db = as(INVITEE);
      const batch = writeBatch(db);
      batch.set(doc(db, `staff/${INVITEE.uid}`), entry);
      batch.delete(doc(db, 'invitations/t1'));
      await assertFails(batch.commit());
      const stranger = as(STRANGER);
      const other = writeBatch(stranger);
      other.set(doc(stranger, `staff/${STRANGER.uid}`), { ...entry, email: STRANGER.email });
      other.delete(doc(stranger, 'invitations/t1'));
      await assertFails(other.commit());
    });
  });
});
