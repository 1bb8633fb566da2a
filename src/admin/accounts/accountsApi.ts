import type { AccountEntry, InvitationEntry } from '../../shared/auth/accounts';
import type { Role } from '../../shared/auth/rolePolicy';
import { cookieStaffFetch, staffJson } from '../../shared/auth/staffFetch';

/** The embedded server's /api/accounts (server/accounts/accountRoutes.ts); every refusal throws with its German message. */
const call = async <T>(path: string, init: RequestInit = {}) =>
  (await staffJson<T>(cookieStaffFetch, path, { ...init, headers: init.body ? { 'content-type': 'application/json' } : {} })).body;

export const accountsApi = {
  list: () => call<AccountEntry[]>('/api/accounts'),
  invitations: () => call<InvitationEntry[]>('/api/accounts/invitations'),
  invite: (email: string, role: Role) => call<InvitationEntry>('/api/accounts/invitations', { method: 'POST', body: JSON.stringify({ email, role }) }),
  withdraw: (id: string) => call<object>(`/api/accounts/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  setRole: (id: string, role: Role) => call<AccountEntry>(`/api/accounts/${encodeURIComponent(id)}/role`, { method: 'PUT', body: JSON.stringify({ role }) }),
  setActive: (id: string, active: boolean) => call<AccountEntry>(`/api/accounts/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' }),
  remove: (id: string) => call<object>(`/api/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  resetSecondFactor: (id: string) => call<AccountEntry>(`/api/accounts/${encodeURIComponent(id)}/two-factor`, { method: 'DELETE' }),
};
