import { readAll } from '../../src/shared/firebase/allDocuments';
import { DOCUMENT_ID, type FieldFilter, type FirestoreQuerySpec } from '../../src/shared/firebase/firestoreQuery';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import { deleteSearchAlerts } from '../../src/shared/firebase/searchAlertDeletion';
import {
  ALERT_MATCHES_COLLECTION,
  ALERT_STATE_COLLECTION,
  ALERT_TOKENS_COLLECTION,
  ALERTS_COLLECTION,
} from '../../src/shared/firebase/serverCollections';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { alertRowOf, criteriaColumns, criteriaOf, type AlertRow } from '../../src/shared/search/alertRow';
import { matchesCriteria } from '../../src/shared/search/offerCriteria';
import { MAX_PAGE } from '../../src/shared/data/listPlan';
import { hashOf, storedToken, tokenDropBefore, tokenState, TOKEN_PATTERN, type StoredToken, type TokenPurpose } from './alertTokens';
import { isNews, seenOf, type Listing } from './listingChanges';
import type { SearchAlertData, TokenMail } from './searchAlertData';
import { mailboxOf } from '../mail/mailbox';
import type { OutgoingMail } from '../mail/outgoingMail';
import { mailDocument } from '../mail/firestoreSubmitWithMails';

export interface FirestoreAlertDataOptions {
  /** Signed in with the server's account (FIREBASE_MAIL_ACCOUNT): the collections are its alone. */
  port: FirestorePort;
  /** What visitors may read, kept live by the server: the settings, and the published listings the job announces. */
  data: PublicDataSource;
  /** MAIL_FROM; without it the extension's default sender. */
  mailFrom?: string;
}

const META = { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null } as const;
const UPDATED = { updatedAt: 'now', updatedBy: null } as const;
const set = (collection: string, id: string, fields: Record<string, unknown>): WriteOp => ({
  kind: 'set',
  collection,
  id,
  fields,
  meta: META,
});
const update = (collection: string, id: string, fields: Record<string, unknown>): WriteOp => ({
  kind: 'update',
  collection,
  id,
  fields,
  meta: UPDATED,
});
const remove = (collection: string, id: string): WriteOp => ({ kind: 'delete', collection, id });
const query = (collection: string, filters: FieldFilter[], orderBy = DOCUMENT_ID): FirestoreQuerySpec => ({
  collection,
  filters,
  orderBy: { field: orderBy, direction: 'asc' },
});
const matchId = (alertId: string, propertyId: string) => `${alertId}_${propertyId}`;

/** What the job saw of the listings: the asking price of each available one (absent: not available, or never seen). */
const SEEN = 'listings';
const DIGEST = 'digest';

/**
 * Firebase mode's search requests (docs/search-alerts.md): server-only collections written with the server's account
 * — the requests (the embedded table's columns as fields, src/shared/search/alertRow.ts), their tokens keyed by
 * SHA-256, the announced listings — and their mails as documents of the extension's `mail` collection, each step in
 * one batch. The listings come from the published visitor copies the server listens to anyway, so the job costs no
 * Firestore read for them; a request is met by the one rule matchesCriteria, over the confirmed requests.
 */
export function firestoreAlertData({ port, data, mailFrom }: FirestoreAlertDataOptions): SearchAlertData {
  const mailOp = (mail: OutgoingMail, alertId: string) =>
    set(MAIL_COLLECTION, port.newId(MAIL_COLLECTION), {
      ...mailDocument({ ...mail, related: { collection: ALERTS_COLLECTION, id: alertId } }, Boolean(mailFrom)),
    });
  const tokenOp = (token: string, alertId: string, purpose: TokenPurpose, now: number) =>
    set(ALERT_TOKENS_COLLECTION, hashOf(token), { ...storedToken(alertId, purpose, now) });
  const sendOps = (alertId: string, sent: TokenMail | undefined, now: number): WriteOp[] =>
    sent ? [tokenOp(sent.token, alertId, 'manage', now), mailOp(sent.mail, alertId)] : [];
  const confirmed = async () =>
    (await readAll(port, query(ALERTS_COLLECTION, [{ field: 'confirmed_at', op: '>=', value: 0 }], 'confirmed_at'))).map((doc) =>
      alertRowOf(doc.id, doc.data),
    );
  const get = async (id: string) => {
    const doc = await port.get(ALERTS_COLLECTION, id);
    return doc ? alertRowOf(doc.id, doc.data) : undefined;
  };
  const idsOf = async (spec: FirestoreQuerySpec) => (await readAll(port, spec)).map((doc) => doc.id);

  async function publishedListings(): Promise<Listing[]> {
    const listings: Listing[] = [];
    for (let offset = 0; ; offset += MAX_PAGE) {
      const page = await data.getList<Listing>('properties', { range: [offset, offset + MAX_PAGE - 1] });
      listings.push(...page.data);
      if (listings.length >= page.total || page.data.length === 0) return listings;
    }
  }

  return {
    async create(alert, origin, now, { token, mail }) {
      const id = port.newId(ALERTS_COLLECTION);
      const row = {
        email: alert.email,
        name: alert.name ?? null,
        frequency: alert.frequency,
        ...criteriaColumns(alert.criteria),
        origin,
        created_at: now,
        confirmed_at: null,
        last_click_at: now,
        reminded_at: null,
      };
      await port.commit([set(ALERTS_COLLECTION, id, row), tokenOp(token, id, 'confirm', now), mailOp(mail, id)]);
      return id;
    },
    async recentRequestsFor(email, since) {
      // Any spelling of the mailbox counts (mailboxOf), as in SQLite: the hour's requests, compared here.
      const mailbox = mailboxOf(email);
      const recent = await readAll(port, query(ALERTS_COLLECTION, [{ field: 'created_at', op: '>=', value: since }], 'created_at'));
      return recent.filter((doc) => mailboxOf(String(doc.data.email)) === mailbox).length;
    },
    get,
    async lookUpToken(token, purpose, now) {
      if (!TOKEN_PATTERN.test(token)) return { state: 'invalid' };
      const doc = await port.get(ALERT_TOKENS_COLLECTION, hashOf(token));
      return tokenState(doc?.data as StoredToken | undefined, purpose, now);
    },
    confirm(token, alertId, now) {
      // In a transaction: of two clicks at once, one confirms and the other is told the link was used.
      return port.transact(async (read) => {
        const [stored, alert] = await Promise.all([read(ALERT_TOKENS_COLLECTION, hashOf(token)), read(ALERTS_COLLECTION, alertId)]);
        if (!stored || stored.data.used_at !== null || !alert) return { ops: [], result: false };
        return {
          ops: [
            update(ALERT_TOKENS_COLLECTION, stored.id, { used_at: now }),
            update(ALERTS_COLLECTION, alertId, { confirmed_at: alert.data.confirmed_at ?? now, last_click_at: now, reminded_at: null }),
          ],
          result: true,
        };
      });
    },
    async touch(id, now) {
      await port.commit([update(ALERTS_COLLECTION, id, { last_click_at: now, reminded_at: null })]);
    },
    async update(id, change) {
      await port.commit([
        update(ALERTS_COLLECTION, id, { name: change.name ?? null, frequency: change.frequency, ...criteriaColumns(change.criteria) }),
      ]);
    },
    async delete(id) {
      if (!(await get(id))) return false;
      await deleteSearchAlerts(port, [id]);
      return true;
    },
    async activeCriteria(marketingType) {
      return (await confirmed()).filter((row) => row.marketing_type === null || row.marketing_type === marketingType).map(criteriaOf);
    },

    settings: async () => (await data.getOne<Partial<SettingsRecord>>('settings', 'agency')) ?? undefined,
    listing: async (id) => (await data.getOne<Listing>('properties', id)) ?? undefined,
    async listingsToAnnounce() {
      const state = await port.get(ALERT_STATE_COLLECTION, SEEN);
      const before = (state?.data.prices ?? {}) as Record<string, number | null>;
      const now: Record<string, number | null> = {};
      const announce: Listing[] = [];
      for (const listing of await publishedListings()) {
        const current = seenOf(listing);
        if (!current.available) continue;
        now[listing.id] = current.price;
        const seen = listing.id in before ? { available: true, price: before[listing.id] } : undefined;
        // The very first look only takes note: an existing stock is no news.
        if (state && isNews(current, seen)) announce.push(listing);
      }
      // One document for the whole stock (an agency's few thousand listings fit its 1 MiB), written when it changed.
      if (!state || JSON.stringify(now) !== JSON.stringify(before)) await port.commit([set(ALERT_STATE_COLLECTION, SEEN, { prices: now })]);
      return announce;
    },
    async matching(listing) {
      const candidates = (await confirmed()).filter((row) => matchesCriteria(criteriaOf(row), listing));
      const announced = await Promise.all(candidates.map((row) => port.get(ALERT_MATCHES_COLLECTION, matchId(row.id, listing.id))));
      return candidates.filter((_, index) => announced[index] === null);
    },
    async recordMatches(listingId, matches, now) {
      const announced = await Promise.all(matches.map(({ alert }) => port.get(ALERT_MATCHES_COLLECTION, matchId(alert.id, listingId))));
      const ops = matches.flatMap(({ alert, digest, mail }, index) =>
        announced[index]
          ? []
          : [
              set(ALERT_MATCHES_COLLECTION, matchId(alert.id, listingId), {
                alert_id: alert.id,
                property_id: listingId,
                matched_at: now,
                digest_pending: digest,
              }),
              ...sendOps(alert.id, mail, now),
            ],
      );
      if (ops.length) await port.commit(ops);
    },
    async pendingDigests() {
      const byAlert = new Map<string, string[]>();
      for (const doc of await readAll(port, query(ALERT_MATCHES_COLLECTION, [{ field: 'digest_pending', op: '==', value: true }]))) {
        const alertId = String(doc.data.alert_id);
        byAlert.set(alertId, [...(byAlert.get(alertId) ?? []), String(doc.data.property_id)]);
      }
      const pending: { alert: AlertRow; propertyIds: string[] }[] = [];
      for (const [id, propertyIds] of byAlert) {
        const alert = await get(id);
        if (alert) pending.push({ alert, propertyIds });
      }
      return pending;
    },
    async digestSent(alertId, digest, now) {
      const waiting = await idsOf(
        query(ALERT_MATCHES_COLLECTION, [
          { field: 'alert_id', op: '==', value: alertId },
          { field: 'digest_pending', op: '==', value: true },
        ]),
      );
      await port.commit([
        ...waiting.map((id) => update(ALERT_MATCHES_COLLECTION, id, { digest_pending: false })),
        ...sendOps(alertId, digest, now),
      ]);
    },
    digestDay: async () => ((await port.get(ALERT_STATE_COLLECTION, DIGEST))?.data.day as string | undefined) ?? undefined,
    async setDigestDay(day) {
      await port.commit([set(ALERT_STATE_COLLECTION, DIGEST, { day })]);
    },
    async dueForReminder(before) {
      const docs = await readAll(port, query(ALERTS_COLLECTION, [{ field: 'last_click_at', op: '<', value: before }], 'last_click_at'));
      return docs.map((doc) => alertRowOf(doc.id, doc.data)).filter((row) => row.confirmed_at !== null && row.reminded_at === null);
    },
    async reminded(id, now, question) {
      await port.commit([update(ALERTS_COLLECTION, id, { reminded_at: now }), ...sendOps(id, question, now)]);
    },
    async clean(unconfirmedBefore, unansweredBefore, now) {
      const [unconfirmed, unanswered, oldTokens] = await Promise.all([
        readAll(port, query(ALERTS_COLLECTION, [{ field: 'confirmed_at', op: '==', value: null }])),
        idsOf(query(ALERTS_COLLECTION, [{ field: 'reminded_at', op: '<', value: unansweredBefore }], 'reminded_at')),
        idsOf(query(ALERT_TOKENS_COLLECTION, [{ field: 'expires_at', op: '<', value: tokenDropBefore(now) }], 'expires_at')),
      ]);
      const gone = [...unconfirmed.filter((doc) => Number(doc.data.created_at) < unconfirmedBefore).map((doc) => doc.id), ...unanswered];
      await deleteSearchAlerts(port, gone);
      if (oldTokens.length) await port.commit(oldTokens.map((id) => remove(ALERT_TOKENS_COLLECTION, id)));
      return gone.length;
    },
  };
}
