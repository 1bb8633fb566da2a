import type { MailSetup, OutboxContent, OutboxEntry } from '../../shared/mail/outbox';
import { cookieStaffFetch, staffJson } from '../../shared/auth/staffFetch';
import { mailPreviewsApi } from '../../shared/mail/outboxApi';
import type { OutboxSource } from '../../shared/mail/outboxSource';

const call = <T>(path: string, method: 'GET' | 'POST' = 'GET') => staffJson<T>(cookieStaffFetch, path, { method });

/** The embedded server's outbox (server/mail/outboxRoutes.ts), with the staff's session cookie. */
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
  previews: mailPreviewsApi(cookieStaffFetch),
};
