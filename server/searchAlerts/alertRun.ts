import { cologneDay } from '../analytics/cologneDay';
import { alertListingOf, composeListingMail, composeReminderMail } from './alertMails';
import { newToken } from './alertTokens';
import { ALERT_ANSWER_DAYS, DAY_MS, MONTH_MS, retentionOf } from '../../src/shared/privacy/retention';
import type { AlertMatch, SearchAlertData, TokenMail } from './searchAlertData';
import type { AlertRow } from '../../src/shared/search/alertRow';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { OutgoingMail } from '../mail/outgoingMail';

/** The daily digest goes out from this hour on (Cologne time). */
export const DIGEST_HOUR = 7;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  hourCycle: 'h23',
});

export interface AlertRunOptions {
  alerts: SearchAlertData;
  from: string | undefined;
  publicUrl?: string;
  log: { info(message: string): void };
}

/**
 * One pass of the search-alert job: announce new listings ("sofort" at once, "täglich" noted for the digest), send
 * the daily digests once a day, ask after 12 months without a click and delete what must go. Runs under a lease
 * (one process at a time); each step stores what it did, so a crash in between repeats nothing that was sent.
 */
export async function runSearchAlerts(options: AlertRunOptions, now: number) {
  const settings = await options.alerts.settings();
  await announce(options, settings, now);
  if (Number(hourFormat.format(now)) >= DIGEST_HOUR) await sendDigests(options, settings, now);
  await remindAndClean(options, settings, now);
}

const contextOf = (options: AlertRunOptions, settings: Partial<SettingsRecord> | undefined, alert: AlertRow) => ({
  settings,
  from: options.from,
  origin: options.publicUrl ?? alert.origin,
});

/** A mail composed with a new token, or none (no sender address, nothing to show). */
async function withToken(compose: (token: string) => Promise<OutgoingMail | undefined>): Promise<TokenMail | undefined> {
  const token = newToken();
  const mail = await compose(token);
  return mail && { token, mail };
}

async function announce(options: AlertRunOptions, settings: Partial<SettingsRecord> | undefined, now: number) {
  const { alerts } = options;
  for (const listing of await alerts.listingsToAnnounce()) {
    const matches: AlertMatch[] = [];
    for (const alert of await alerts.matching(listing)) {
      const digest = alert.frequency === 'taeglich';
      const context = contextOf(options, settings, alert);
      const mail = digest
        ? undefined
        : await withToken((token) =>
            composeListingMail(alert, [alertListingOf(listing, context.origin, options.publicUrl)], false, token, context),
          );
      matches.push({ alert, digest, mail });
    }
    await alerts.recordMatches(listing.id, matches, now);
    if (matches.length) options.log.info(`listing ${listing.id} matched ${matches.length} search requests`);
  }
}

async function sendDigests(options: AlertRunOptions, settings: Partial<SettingsRecord> | undefined, now: number) {
  const { alerts } = options;
  const today = cologneDay(now);
  if ((await alerts.digestDay()) === today) return;
  for (const { alert, propertyIds } of await alerts.pendingDigests()) {
    const context = contextOf(options, settings, alert);
    // A listing taken off the market since it was noted is no longer news.
    const current = (await Promise.all(propertyIds.map((id) => alerts.listing(id)))).filter(
      (listing) => listing?.published === true && listing.status === 'verfuegbar',
    );
    const digest = await withToken((token) =>
      composeListingMail(
        alert,
        current.map((listing) => alertListingOf(listing!, context.origin, options.publicUrl)),
        true,
        token,
        context,
      ),
    );
    await alerts.digestSent(alert.id, digest, now);
  }
  await alerts.setDigestDay(today);
}

async function remindAndClean(options: AlertRunOptions, settings: Partial<SettingsRecord> | undefined, now: number) {
  const { alerts } = options;
  // The settings' periods, which the privacy page states (src/shared/privacy/retention.ts).
  const periods = retentionOf(settings);
  for (const alert of await alerts.dueForReminder(now - periods.retentionInactiveAlertMonths * MONTH_MS)) {
    const question = await withToken((token) => composeReminderMail(alert, token, contextOf(options, settings, alert)));
    await alerts.reminded(alert.id, now, question);
  }
  const gone = await alerts.clean(now - periods.retentionUnconfirmedAlertDays * DAY_MS, now - ALERT_ANSWER_DAYS * DAY_MS, now);
  if (gone) options.log.info(`${gone} search requests deleted (unconfirmed, or unanswered after the question whether to keep them)`);
}
