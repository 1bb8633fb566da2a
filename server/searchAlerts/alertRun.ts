import { cologneDay } from '../analytics/cologneDay';
import type { Db } from '../db/database';
import type { DocumentStore } from '../db/documentStore';
import type { OutgoingMail } from '../mail/outgoingMail';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { alertListingOf, composeListingMail, composeReminderMail } from './alertMails';
import { dropExpiredTokens, newToken, storeToken, CONFIRM_TTL_MS } from './alertTokens';
import { forgetDeletedListings, listingsToAnnounce, type Listing } from './listingChanges';
import type { AlertRow, SearchAlertStore } from './searchAlertStore';

const DAY = 24 * 60 * 60 * 1000;
/** After this long without a click the subscriber is asked once whether to keep the request … */
export const REMINDER_AFTER_MS = 365 * DAY;
/** … and without an answer within this time it is deleted. */
export const REMINDER_ANSWER_MS = 30 * DAY;
/** The daily digest goes out from this hour on (Cologne time). */
export const DIGEST_HOUR = 7;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  hourCycle: 'h23',
});
const DIGEST_DAY = 'digest-day';

export interface AlertRunOptions {
  db: Db;
  store: DocumentStore;
  alerts: SearchAlertStore;
  /** Stores mails in the outbox, inside the caller's transaction, and wakes its worker. */
  enqueue(mails: readonly OutgoingMail[]): void;
  /** Removes the stored mails of a deleted request. */
  forgetMails(alertId: string): void;
  from: string | undefined;
  publicUrl?: string;
  log: { info(message: string): void; warn(message: string): void };
}

/**
 * One pass of the search-alert job: announce new listings ("sofort" at once, "täglich" noted for the digest), send
 * the daily digests once a day, ask after 12 months without a click and delete what must go. Runs under the job lease
 * (one process at a time); each step commits what it did, so a crash in between repeats nothing that was sent.
 */
export async function runSearchAlerts(options: AlertRunOptions, now: number) {
  await announce(options, now);
  if (Number(hourFormat.format(now)) >= DIGEST_HOUR) await sendDigests(options, now);
  await remindAndClean(options, now);
}

const settingsOf = (store: DocumentStore) => store.get('settings', 'agency') as Partial<SettingsRecord> | undefined;
const contextOf = (options: AlertRunOptions, alert: AlertRow) => ({
  settings: settingsOf(options.store),
  from: options.from,
  origin: options.publicUrl ?? alert.origin,
});

async function announce(options: AlertRunOptions, now: number) {
  const { db, alerts } = options;
  const listings = db.transaction(() => listingsToAnnounce(db)).immediate();
  for (const listing of listings) {
    const matches = alerts.matching(listing.id, listing);
    const mails: {
      alert: AlertRow;
      token: string;
      mail: OutgoingMail | undefined;
    }[] = [];
    for (const alert of matches.filter((match) => match.frequency === 'sofort')) {
      const token = newToken();
      mails.push({
        alert,
        token,
        mail: await composeListingMail(alert, [alertListingOf(listing, contextOf(options, alert).origin)], false, token, contextOf(options, alert)),
      });
    }
    db.transaction(() => {
      for (const alert of matches) {
        if (!alerts.recordMatch(alert.id, listing.id, now, alert.frequency === 'taeglich')) continue;
        const composed = mails.find((entry) => entry.alert.id === alert.id);
        if (!composed?.mail) continue;
        storeToken(db, composed.token, alert.id, 'manage', now);
        options.enqueue([composed.mail]);
      }
    }).immediate();
    if (matches.length) options.log.info(`listing ${listing.id} matched ${matches.length} search requests`);
  }
}

async function sendDigests(options: AlertRunOptions, now: number) {
  const { db, alerts, store } = options;
  const today = cologneDay(now);
  if (db.prepare('SELECT value FROM search_alert_state WHERE name = ?').pluck().get(DIGEST_DAY) === today) return;
  for (const { alert, propertyIds } of alerts.pendingDigests()) {
    const context = contextOf(options, alert);
    // A listing taken off the market since it was noted is no longer news.
    const current = propertyIds
      .map((id) => store.get('properties', id) as Listing | undefined)
      .filter((listing): listing is Listing => listing?.published === true && listing.status === 'verfuegbar');
    const token = newToken();
    const mail = await composeListingMail(
      alert,
      current.map((listing) => alertListingOf(listing, context.origin)),
      true,
      token,
      context,
    );
    db.transaction(() => {
      if (mail) {
        storeToken(db, token, alert.id, 'manage', now);
        options.enqueue([mail]);
      }
      alerts.digestSent(alert.id);
    }).immediate();
  }
  db.prepare('INSERT INTO search_alert_state (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(DIGEST_DAY, today);
}

async function remindAndClean(options: AlertRunOptions, now: number) {
  const { db, alerts } = options;
  for (const alert of alerts.dueForReminder(now - REMINDER_AFTER_MS)) {
    const token = newToken();
    const mail = await composeReminderMail(alert, token, contextOf(options, alert));
    db.transaction(() => {
      alerts.reminded(alert.id, now);
      if (!mail) return;
      storeToken(db, token, alert.id, 'manage', now);
      options.enqueue([mail]);
    }).immediate();
  }
  db.transaction(() => {
    const gone = [...alerts.deleteUnconfirmedBefore(now - CONFIRM_TTL_MS), ...alerts.deleteUnansweredBefore(now - REMINDER_ANSWER_MS)];
    for (const id of gone) options.forgetMails(id);
    if (gone.length) options.log.info(`${gone.length} search requests deleted (unconfirmed after 7 days or unanswered after the 12-month question)`);
    dropExpiredTokens(db, now);
    forgetDeletedListings(db);
  }).immediate();
}
