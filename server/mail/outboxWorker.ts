import { defineJob } from '../jobs/backgroundJob';
import type { OutboxQueue } from './outboxQueue';
import { classifyDeliveryError, nextAttemptAt } from './retrySchedule';
import type { MailSender } from './smtpSender';

export interface OutboxJobDeps {
  outbox: OutboxQueue;
  sender: MailSender;
  /** How long a claimed mail belongs to this worker (longer than the slowest send). */
  claimMs: number;
}

/**
 * Sends the outbox's due mails one after the other: on the server's OK it records the mail as sent, on a temporary
 * error it waits 1 min, 5 min, 30 min, 2 h, 6 h and then gives up, on a permanent one it gives up at once. It looks
 * every MAIL_POLL_SECONDS and at once when woken (a new mail, a resend). The outbox, not the job, holds the state, so
 * a restart goes on where the last process stopped; a mail whose OK arrived but was not recorded before a crash is
 * sent once more with the same Message-ID (never lost). No lease: each process claims one mail at a time. Embedded
 * only; in Firebase mode the Trigger Email extension sends.
 */
export const outboxJob = defineJob<OutboxJobDeps>({
  name: 'outbox',
  pollMs: 15_000,
  async pass({ outbox, sender, claimMs }, { now, log, holder, stopped }) {
    while (!stopped()) {
      const at = now();
      const mail = outbox.claimNext(holder, at, at + claimMs);
      if (!mail) return;
      try {
        await sender.send(mail);
        outbox.markSent(mail.id, holder, now());
        log.info(`mail ${mail.id} (${mail.kind}) sent`);
      } catch (error) {
        const { permanent, reason } = classifyDeliveryError(error);
        const failedAt = now();
        const retryAt = permanent ? undefined : nextAttemptAt(mail.attempts + 1, failedAt);
        if (retryAt === undefined) {
          outbox.markFailed(mail.id, holder, failedAt, reason);
          log.error({ mail: mail.id }, `mail ${mail.id} (${mail.kind}) failed for good: ${reason}`);
        } else {
          outbox.markRetry(mail.id, holder, failedAt, retryAt, reason);
          log.warn(`mail ${mail.id} (${mail.kind}) not sent, next attempt ${new Date(retryAt).toISOString()}: ${reason}`);
          // The server is likely down for the others too: wait for the next poll rather than hammer it.
          return;
        }
      }
    }
  },
});
