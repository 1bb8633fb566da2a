import { randomBytes } from 'node:crypto';
import { PollingLoop } from '../jobs/pollingLoop';
import type { OutboxQueue } from './outboxQueue';
import { classifyDeliveryError, nextAttemptAt } from './retrySchedule';
import type { MailSender } from './smtpSender';

export interface OutboxWorkerOptions {
  outbox: OutboxQueue;
  sender: MailSender;
  /** The clock of backoff and claims; tests move it. */
  now?: () => number;
  /** How long a claimed mail belongs to this worker (longer than the slowest send). */
  claimMs: number;
  /** How often to look for due mails when not woken. */
  pollMs: number;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/**
 * Sends the outbox's due mails one after the other: on the server's OK it records the mail as sent, on a temporary
 * error it waits 1 min, 5 min, 30 min, 2 h, 6 h and then gives up, on a permanent one it gives up at once. It looks
 * every `pollMs` and at once when woken (a new mail, a resend). The outbox, not this object, holds the state, so a
 * restart goes on where the last process stopped; a mail whose OK arrived but was not recorded before a crash is
 * sent once more with the same Message-ID (never lost).
 */
export class OutboxWorker {
  readonly id = randomBytes(9).toString('base64url');
  private readonly now: () => number;
  private readonly loop: PollingLoop;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? Date.now;
    this.loop = new PollingLoop(
      () => this.sendDue(),
      options.pollMs,
      (error) => options.log.error(`outbox pass failed: ${String(error)}`),
    );
  }

  start() {
    this.loop.start();
  }

  /** Look for due mails now (after the current run, if one is going). */
  wake() {
    this.loop.wake();
  }

  /** Sends every mail due now; resolves when none is left. Tests call it directly. */
  drain(): Promise<void> {
    return this.loop.runNow();
  }

  /** Stops looking and waits for a send in progress, so the database can close after it. */
  async stop() {
    await this.loop.stop();
    this.options.sender.close();
  }

  private async sendDue() {
    const { outbox, sender, claimMs, log } = this.options;
    while (!this.loop.isStopped) {
      const now = this.now();
      const mail = outbox.claimNext(this.id, now, now + claimMs);
      if (!mail) return;
      try {
        await sender.send(mail);
        outbox.markSent(mail.id, this.id, this.now());
        log.info(`mail ${mail.id} (${mail.kind}) sent`);
      } catch (error) {
        const { permanent, reason } = classifyDeliveryError(error);
        const at = this.now();
        const retryAt = permanent ? undefined : nextAttemptAt(mail.attempts + 1, at);
        if (retryAt === undefined) {
          outbox.markFailed(mail.id, this.id, at, reason);
          log.error(`mail ${mail.id} (${mail.kind}) failed for good: ${reason}`);
        } else {
          outbox.markRetry(mail.id, this.id, at, retryAt, reason);
          log.warn(`mail ${mail.id} (${mail.kind}) not sent, next attempt ${new Date(retryAt).toISOString()}: ${reason}`);
          // The server is likely down for the others too: wait for the next poll rather than hammer it.
          return;
        }
      }
    }
  }
}
