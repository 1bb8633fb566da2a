import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/database';
import type { OutgoingMail } from './outgoingMail';
import { OutboxQueue } from './outboxQueue';
import { REDACTED } from './outboxRow';
import { OutboxViews } from './outboxViews';
import { runnableJob, type RunningJob } from '../jobs/backgroundJob';
import { outboxJob } from './outboxWorker';
import { RETRY_DELAYS_MS } from './retrySchedule';
import { smtpSender } from './smtpSender';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';

const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;

let dir: string;
let db: Db;
let outbox: OutboxQueue;
let views: OutboxViews;
let smtp: TestSmtpServer;
let clock: number;
const workers: RunningJob[] = [];
const senders: { close(): void }[] = [];

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'inquiry-staff',
  from: { address: 'info@rheinkontor-immobilien.de', name: 'Rheinkontor Immobilien GmbH' },
  to: { address: 'makler@rheinkontor-immobilien.de', name: 'Anna Berger' },
  replyTo: { address: 'kundin@example.org', name: 'Klara Kundin' },
  subject: 'Neue Anfrage',
  html: '<p>Hallo</p>',
  text: 'Hallo',
  ...overrides,
});

/** A server process's outbox job, as embeddedMail starts it; drain() runs a pass and waits for it. */
function worker(url = smtp.url, database = db) {
  const sender = smtpSender(url);
  senders.push(sender);
  const created = runnableJob(
    outboxJob,
    { outbox: new OutboxQueue(database), sender, claimMs: 5 * MINUTE },
    { pollMs: 3_600_000, now: () => clock, log: quiet },
  );
  workers.push(created);
  return { drain: () => created.runNow(), stop: () => created.stop() };
}

const row = (id: string) => db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as Record<string, unknown>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
  db = openDatabase(join(dir, 'content.sqlite'));
  outbox = new OutboxQueue(db);
  views = new OutboxViews(db);
  smtp = await startTestSmtpServer();
  clock = Date.parse('2026-03-02T09:00:00Z');
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  senders.splice(0).forEach((sender) => sender.close());
  await smtp.stop();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the outbox worker', () => {
  it('delivers a queued mail once, with its stored Message-ID, and records it as sent', async () => {
    const id = outbox.enqueue(mail(), clock);
    await worker().drain();
    const [received] = await smtp.waitFor(1);
    expect(received.envelopeTo).toEqual(['makler@rheinkontor-immobilien.de']);
    expect(received.parsed.messageId).toBe(row(id).message_id);
    expect(received.parsed.replyTo?.value).toEqual([{ address: 'kundin@example.org', name: 'Klara Kundin' }]);
    expect(received.parsed.headers.has('x-mailer')).toBe(false);
    expect(views.get(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: new Date(clock).toISOString() });

    await worker().drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps mails while the SMTP server is down and delivers them after it comes back, on the backoff schedule', async () => {
    const ids = [outbox.enqueue(mail({ subject: 'Eins' }), clock), outbox.enqueue(mail({ subject: 'Zwei' }), clock)];
    await smtp.stop();
    const sending = worker();
    await sending.drain();
    // One refused connection: the worker waits for the next poll instead of hammering a dead server.
    expect(views.get(ids[0])).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: new Date(clock + MINUTE).toISOString() });
    expect(views.get(ids[0])!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(views.get(ids[1])).toMatchObject({ status: 'pending', attempts: 0 });

    await smtp.restart();
    clock += 30_000;
    await sending.drain();
    // The second mail was due; the first waits for its minute.
    expect((await smtp.waitFor(1)).map((m) => m.parsed.subject)).toEqual(['Zwei']);
    clock += 30_000;
    await sending.drain();
    expect((await smtp.waitFor(2)).map((m) => m.parsed.subject)).toEqual(['Zwei', 'Eins']);
    expect(views.counts()).toEqual({ pending: 0, sent: 2, failed: 0 });
  });

  it('retries after 1 min, 5 min, 30 min, 2 h and 6 h, then gives up with the reason', async () => {
    const id = outbox.enqueue(mail(), clock);
    await smtp.stop();
    const sending = worker();
    for (const delay of RETRY_DELAYS_MS) {
      await sending.drain();
      expect(views.get(id)).toMatchObject({ status: 'pending', nextAttemptAt: new Date(clock + delay).toISOString() });
      clock += delay - 1;
      await sending.drain();
      expect(views.get(id)!.attempts).toBe(RETRY_DELAYS_MS.indexOf(delay) + 1);
      clock += 1;
    }
    await sending.drain();
    expect(views.get(id)).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
    expect(views.get(id)!.lastError).toMatch(/ECONNREFUSED|connect/i);
    clock += 24 * 60 * MINUTE;
    await smtp.restart();
    await sending.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('gives a mail up at once on a permanent refusal, with the server’s reason, and sends it again on request', async () => {
    smtp.rejectRecipients({ code: 550, message: 'Mailbox unavailable: no such user' });
    const id = outbox.enqueue(mail(), clock);
    const sending = worker();
    await sending.drain();
    expect(views.get(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(views.get(id)!.lastError).toContain('Mailbox unavailable: no such user');

    smtp.rejectRecipients(undefined);
    expect(views.resend(id, clock)).toBe('queued');
    await sending.drain();
    await smtp.waitFor(1);
    expect(views.get(id)).toMatchObject({ status: 'sent', lastError: null });
    expect(views.resend(id, clock)).toBe('not-failed');
    expect(views.resend('unbekannt', clock)).toBe('not-found');
  });

  it('lets several workers on one database send each mail exactly once', async () => {
    const other = openDatabase(join(dir, 'content.sqlite'));
    try {
      for (let i = 0; i < 12; i++) outbox.enqueue(mail({ subject: `Mail ${i}` }), clock);
      await Promise.all([worker().drain(), worker(smtp.url, other).drain(), worker().drain()]);
      const received = await smtp.waitFor(12);
      expect(new Set(received.map((m) => m.parsed.messageId)).size).toBe(12);
      await new Promise((done) => setTimeout(done, 200));
      expect(smtp.received).toHaveLength(12);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      other.close();
    }
  });

  it('takes over a mail whose worker died while sending once its claim ran out, with the same Message-ID', async () => {
    const id = outbox.enqueue(mail(), clock);
    // A worker claimed it and died before its bookkeeping.
    expect(outbox.claimNext('dead-worker', clock, clock + 5 * MINUTE)?.id).toBe(id);
    const sending = worker();
    await sending.drain();
    expect(smtp.received).toHaveLength(0);
    clock += 5 * MINUTE + 1;
    await sending.drain();
    const [received] = await smtp.waitFor(1);
    expect(received.parsed.messageId).toBe(row(id).message_id);
    expect(views.get(id)!.status).toBe('sent');
  });

  it('removes a secret link from the stored mail once it is sent, and never shows it in the dashboard', async () => {
    const link = 'https://rheinkontor.example/passwort-neu?token=geheim123&x=1';
    const id = outbox.enqueue(
      mail({ kind: 'password-reset', html: `<a href="${link.replace('&', '&amp;')}">Link</a>`, text: `Link: ${link}`, secrets: [link] }),
      clock,
    );
    expect(views.content(id)!.html).not.toContain('geheim123');
    expect(views.content(id)!.text).toBe(`Link: ${REDACTED}`);
    expect(String(row(id).html)).toContain('geheim123');

    await worker().drain();
    const [received] = await smtp.waitFor(1);
    expect(received.parsed.text).toContain(link);
    expect(JSON.stringify(row(id))).not.toContain('geheim123');
  });

  it('sends header-looking text only as text: no added header, no added recipient', async () => {
    outbox.enqueue(
      mail({
        subject: 'Anfrage\r\nBcc: opfer@example.com\r\nX-Injected: ja',
        to: { address: 'makler@rheinkontor-immobilien.de', name: 'Anna\r\nBcc: opfer2@example.com' },
        replyTo: { address: 'kundin@example.org', name: 'Klara\r\nCc: opfer3@example.com' },
      }),
      clock,
    );
    await worker().drain();
    const [received] = await smtp.waitFor(1);
    expect(received.envelopeTo).toEqual(['makler@rheinkontor-immobilien.de']);
    expect(received.parsed.headers.has('bcc')).toBe(false);
    expect(received.parsed.headers.has('cc')).toBe(false);
    expect(received.parsed.headers.has('x-injected')).toBe(false);
    expect(received.raw).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
  });
});
