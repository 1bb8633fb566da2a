import { REQUEST_FAILED, refusalMessage, type StaffFetch } from '../auth/staffFetch';
import type { OutboxContent } from './outbox';
import { OutboxError, type OutboxSource } from './outboxSource';

/** JSON from this server's mail routes with the staff's sign-in; its German message on a refusal. */
export async function outboxCall<T>(staffFetch: StaffFetch, path: string, method: 'GET' | 'POST' = 'GET'): Promise<{ body: T; response: Response }> {
  const response = await staffFetch(path, { method, headers: { accept: 'application/json' } }).catch(() => {
    throw new OutboxError(REQUEST_FAILED);
  });
  if (!response.ok) throw new OutboxError(await refusalMessage(response));
  return { body: (await response.json().catch(() => ({}))) as T, response };
}

/** The mail templates with made-up data, rendered by this server in both backends (server/mail/mailPreviewRoutes.ts). */
export const mailPreviewsApi = (staffFetch: StaffFetch): NonNullable<OutboxSource['previews']> => ({
  names: async () => (await outboxCall<string[]>(staffFetch, '/api/mail/previews')).body,
  render: async (name) => (await outboxCall<OutboxContent>(staffFetch, `/api/mail/previews/${encodeURIComponent(name)}`)).body,
});
