import type { MailSetup, OutboxContent, OutboxEntry } from '../../src/shared/mail/outbox';
import { OutboxError, type OutboxSource } from '../../src/shared/mail/outboxSource';

/** An outbox in memory for the dashboard's tests: what it holds, and the calls made to it. */
export function memoryOutboxSource(entries: OutboxEntry[] = [], configured = true) {
  const calls: { resend: string[]; tests: number } = { resend: [], tests: 0 };
  const source: OutboxSource = {
    async setup(): Promise<MailSetup> {
      const counts = { pending: 0, sent: 0, failed: 0 };
      for (const entry of entries) counts[entry.status] += 1;
      return { configured, server: configured ? 'smtp://mail.example.de:587' : null, counts };
    },
    async list({ status, offset, limit }) {
      const matching = entries.filter((entry) => !status || entry.status === status);
      return { entries: matching.slice(offset, offset + limit), total: matching.length };
    },
    async content(id): Promise<OutboxContent> {
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry) throw new OutboxError('Die E-Mail wurde nicht gefunden.');
      return { subject: entry.subject, html: `<p>${entry.subject}</p>`, text: `Text von ${entry.subject}` };
    },
    async resend(id) {
      calls.resend.push(id);
      const entry = entries.find((candidate) => candidate.id === id);
      if (entry) Object.assign(entry, { status: 'pending', attempts: 0, lastError: null });
    },
    async sendTest() {
      calls.tests += 1;
    },
  };
  return { source, calls };
}
