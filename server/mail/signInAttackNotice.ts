import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { AccountAttack } from '../auth/loginThrottle';
import type { Db } from '../db/database';
import { displayName } from './mailAddress';
import type { OutgoingMail } from './outgoingMail';
import type { OutboxQueue } from './outboxQueue';
import { composeSignInAttackMail } from './signInAttackMail';

const DAY = 24 * 60 * 60 * 1000;

/** What became of a notice: queued, held back (one went to the account within a day), or no sender address yet. */
export type SignInAttackOutcome = 'queued' | 'recent' | 'no-sender';

/** Tells an account's owner about an attack on it. */
export type SignInAttackNotice = (account: { email: string; name: string | null }, attack: AccountAttack) => Promise<SignInAttackOutcome>;

export interface SignInAttackNoticeOptions {
  db: Db;
  outbox: OutboxQueue;
  enqueue: (mails: readonly OutgoingMail[]) => void;
  settings: () => Partial<SettingsRecord> | null | undefined;
  /** MAIL_FROM. */
  from?: string;
  /**
   * PUBLIC_URL: the only origin the mail links to. Without it the mail names the sign-in page without a link, since
   * the Host of the guessing requests is the guesser's choice.
   */
  publicUrl?: string;
  now: () => number;
}

/**
 * At most one notice about wrong passwords per account in 24 hours, counted in the outbox: the throttle reports once per episode, but
 * it lives in one process's memory, so a restart or a second server process would report the same attack again.
 * Count and insert are one immediate transaction, so processes sharing the database cannot both pass the count.
 */
export function signInAttackNotice({ db, outbox, enqueue, settings, from, publicUrl, now }: SignInAttackNoticeOptions): SignInAttackNotice {
  const queueUnlessRecent = db.transaction((mail: OutgoingMail, daily: boolean): SignInAttackOutcome => {
    if (daily && outbox.countTo('sign-in-attack', mail.to.address, now() - DAY) > 0) return 'recent';
    enqueue([mail]);
    return 'queued';
  });
  return async (account, attack) => {
    const mail = await composeSignInAttackMail(
      { address: account.email, name: displayName(account.name) },
      attack,
      settings(),
      from,
      publicUrl ?? null,
    );
    if (!mail) return 'no-sender';
    // A locked code step always tells: the guesser has the password. Its locks double from 15 minutes, which bounds these mails.
    return queueUnlessRecent.immediate(mail, !attack.codeLockMs);
  };
}
