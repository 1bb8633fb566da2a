import type { MailSetup, OutboxContent, OutboxEntry } from '../../shared/mail/outbox';
import { OutboxError, type OutboxSource } from '../../shared/mail/outboxSource';

const FAILED = 'Die Anfrage an den Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

/** JSON from the embedded server with the staff's session cookie (same origin); its German message on a refusal. */
async function call<T>(path: string, method: 'GET' | 'POST' = 'GET'): Promise<{ body: T; response: Response }> {
  const response = await fetch(path, { method, credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => {
    throw new OutboxError(FAILED);
  });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new OutboxError(body.message ?? FAILED);
  return { body, response };
}

/** The embedded server's outbox (server/mail/outboxRoutes.ts). */
export const embeddedOutboxSource: OutboxSource = {
  setup: async () => (await call<MailSetup>('/api/outbox/status')).body,
  async list({ status, offset, limit }) {
    const query = new URLSearchParams({ range: JSON.stringify([offset, offset + limit - 1]), ...(status ? { status } : {}) });
    const { body, response } = await call<OutboxEntry[]>(`/api/outbox?${query}`);
    const total = Number(response.headers.get('content-range')?.split('/')[1] ?? body.length);
    return { entries: body, total };
  },
  content: async (id) => (await call<OutboxContent>(`/api/outbox/${encodeURIComponent(id)}/content`)).body,
  async resend(id) {
    await call(`/api/outbox/${encodeURIComponent(id)}/resend`, 'POST');
  },
  async sendTest() {
    await call('/api/outbox/test', 'POST');
  },
  previews: {
    names: async () => (await call<string[]>('/api/mail/previews')).body,
    render: async (name) => (await call<OutboxContent>(`/api/mail/previews/${encodeURIComponent(name)}`)).body,
  },
};
