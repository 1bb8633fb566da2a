import type { Db } from '../db/database';
import type { DocumentStore } from '../db/documentStore';
import type { OutgoingMail } from '../mail/outgoingMail';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { dropExpiredTokens, lookUpToken, storeToken, useToken } from './alertTokens';
import { forgetDeletedListings, listingsToAnnounce, type Listing } from './listingChanges';
import type { SearchAlertData, TokenMail } from './searchAlertData';
import type { SearchAlertStore } from './searchAlertStore';

export interface SqliteAlertDataOptions {
  db: Db;
  store: DocumentStore;
  alerts: SearchAlertStore;
  /** Stores mails in the outbox, inside the caller's transaction, and wakes its worker. */
  enqueue(mails: readonly OutgoingMail[]): void;
  /** Removes the stored mails of a deleted request. */
  forgetMails(alertId: string): void;
}

const DIGEST_DAY = 'digest-day';

/** The embedded backend's search requests: SQLite (migration 9) and the outbox, each step one transaction. */
export function sqliteAlertData({ db, store, alerts, enqueue, forgetMails }: SqliteAlertDataOptions): SearchAlertData {
  const send = (alertId: string, sent: TokenMail | undefined, now: number) => {
    if (!sent) return;
    storeToken(db, sent.token, alertId, 'manage', now);
    enqueue([sent.mail]);
  };
  const remove = (id: string) => {
    forgetMails(id);
    return alerts.delete(id);
  };
  return {
    async create(alert, origin, now, { token, mail }) {
      return db
        .transaction(() => {
          const id = alerts.create(alert, origin, now);
          storeToken(db, token, id, 'confirm', now);
          enqueue([{ ...mail, related: { collection: mail.related!.collection, id } }]);
          return id;
        })
        .immediate();
    },
    recentRequestsFor: async (email, since) => alerts.recentRequestsFor(email, since),
    get: async (id) => alerts.get(id),
    lookUpToken: async (token, purpose, now) => lookUpToken(db, token, purpose, now),
    async confirm(token, alertId, now) {
      return db.transaction(() => {
        if (!useToken(db, token, now)) return false;
        alerts.confirm(alertId, now);
        return true;
      })();
    },
    touch: async (id, now) => alerts.touch(id, now),
    update: async (id, change) => alerts.update(id, change),
    delete: async (id) => db.transaction(() => remove(id))(),
    activeCriteria: async (marketingType) => alerts.activeCriteria(marketingType),

    settings: async () => store.get('settings', 'agency') as Partial<SettingsRecord> | undefined,
    listing: async (id) => store.get('properties', id) as Listing | undefined,
    listingsToAnnounce: async () => db.transaction(() => listingsToAnnounce(db)).immediate(),
    matching: async (listing) => alerts.matching(listing.id, listing),
    async recordMatches(listingId, matches, now) {
      db.transaction(() => {
        for (const { alert, digest, mail } of matches) {
          if (alerts.recordMatch(alert.id, listingId, now, digest)) send(alert.id, mail, now);
        }
      }).immediate();
    },
    pendingDigests: async () => alerts.pendingDigests(),
    async digestSent(alertId, digest, now) {
      db.transaction(() => {
        send(alertId, digest, now);
        alerts.digestSent(alertId);
      }).immediate();
    },
    digestDay: async () => db.prepare('SELECT value FROM search_alert_state WHERE name = ?').pluck().get(DIGEST_DAY) as string | undefined,
    async setDigestDay(day) {
      db.prepare('INSERT INTO search_alert_state (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(
        DIGEST_DAY,
        day,
      );
    },
    dueForReminder: async (before) => alerts.dueForReminder(before),
    async reminded(id, now, question) {
      db.transaction(() => {
        alerts.reminded(id, now);
        send(id, question, now);
      }).immediate();
    },
    async clean(unconfirmedBefore, unansweredBefore, now) {
      return db
        .transaction(() => {
          const gone = [...alerts.deleteUnconfirmedBefore(unconfirmedBefore), ...alerts.deleteUnansweredBefore(unansweredBefore)];
          for (const id of gone) forgetMails(id);
          dropExpiredTokens(db, now);
          forgetDeletedListings(db);
          return gone.length;
        })
        .immediate();
    },
  };
}
