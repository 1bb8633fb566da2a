import { staffJson, type StaffFetch } from '../auth/staffFetch';
import type { OutboxContent } from './outbox';
import type { OutboxSource } from './outboxSource';

/** The mail templates with made-up data, rendered by this server in both backends (server/mail/mailPreviewRoutes.ts). */
export const mailPreviewsApi = (staffFetch: StaffFetch): NonNullable<OutboxSource['previews']> => ({
  names: async () => (await staffJson<string[]>(staffFetch, '/api/mail/previews')).body,
  render: async (name) => (await staffJson<OutboxContent>(staffFetch, `/api/mail/previews/${encodeURIComponent(name)}`)).body,
});
