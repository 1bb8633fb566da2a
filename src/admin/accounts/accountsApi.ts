import type { AccountSource } from '../../shared/auth/accountSource';
import type { AccountEntry, InvitationEntry } from '../../shared/auth/accounts';
import { cookieStaffFetch, staffJson } from '../../shared/auth/staffFetch';

/** The embedded server's /api/accounts (server/accounts/accountRoutes.ts); every refusal throws with its German message. */
const call = async <T>(path: string, init: RequestInit = {}) =>
  (await staffJson<T>(cookieStaffFetch, path, { ...init, headers: init.body ? { 'content-type': 'application/json' } : {} })).body;

export const embeddedAccountSource: AccountSource = {
  list: () => call<AccountEntry[]>('/api/accounts'),
  invitations: () => call<InvitationEntry[]>('/api/accounts/invitations'),
  invite: async (email, role) =>
    void (await call<InvitationEntry>('/api/accounts/invitations', { method: 'POST', body: JSON.stringify({ email, role }) })),
  withdraw: async (id) => void (await call<object>(`/api/accounts/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' })),
  setRole: async (id, role) =>
    void (await call<AccountEntry>(`/api/accounts/${encodeURIComponent(id)}/role`, { method: 'PUT', body: JSON.stringify({ role }) })),
  setActive: async (id, active) =>
    void (await call<AccountEntry>(`/api/accounts/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' })),
  remove: async (id) => void (await call<object>(`/api/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' })),
  resetSecondFactor: async (id) =>
    void (await call<AccountEntry>(`/api/accounts/${encodeURIComponent(id)}/two-factor`, { method: 'DELETE' })),
  removal: {
    action: 'Löschen',
    title: (email) => `Zugang ${email} löschen?`,
    explanation:
      'Der Zugang und alle seine Sitzungen werden gelöscht. Das lässt sich nicht rückgängig machen; zum vorübergehenden Sperren wählen Sie „Deaktivieren“.',
    done: (email) => `Der Zugang ${email} ist gelöscht.`,
  },
};
