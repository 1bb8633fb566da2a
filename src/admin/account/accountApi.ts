import type { SessionEntry } from '../../shared/auth/sessionEntry';
import { cookieStaffFetch, REQUEST_FAILED } from '../../shared/auth/staffFetch';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  requiredForAdmins: boolean;
  /** This account is an admin the setting obliges to set up two factors before anything else. */
  setupRequired: boolean;
  mayChangeSetting: boolean;
}

export interface Enrolment {
  secret: string;
  uri: string;
  /** The QR code of `uri` as an SVG data URL, rendered by the server. */
  qrCode: string;
}

/** The password, or a code of the second factor: what turning it off needs (setting it up and new recovery codes take the password). */
export type Proof = { password: string } | { code: string };

/** Query keys: the layout's guard and the page share the two-factor status. */
export const TWO_FACTOR_KEY = ['account', 'two-factor'] as const;
export const SESSIONS_KEY = ['account', 'sessions'] as const;

/**
 * A request to the embedded server's account routes; a refusal throws with the German text to show, the field's own
 * message first ("Das bisherige Passwort ist nicht richtig.") rather than the general "Bitte überprüfen Sie …".
 */
async function call<T>(path: string, method = 'GET', payload?: object): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload) headers['content-type'] = 'application/json';
  const response = await cookieStaffFetch(path, { method, headers, body: payload ? JSON.stringify(payload) : undefined }).catch(() => {
    throw new Error(REQUEST_FAILED);
  });
  const body = (response.status === 204 ? {} : await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string>;
  };
  if (!response.ok) throw new Error(Object.values(body.errors ?? {})[0] ?? body.message ?? REQUEST_FAILED);
  return body as T;
}

export const accountApi = {
  sessions: () => call<SessionEntry[]>('/api/account/sessions'),
  endSession: (id: string) => call<void>(`/api/account/sessions/${encodeURIComponent(id)}`, 'DELETE'),
  endOtherSessions: () => call<{ ended: number }>('/api/account/sessions/end-others', 'POST', {}),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<void>('/api/auth/password', 'POST', { currentPassword, newPassword }),
  twoFactor: () => call<TwoFactorStatus>('/api/account/two-factor'),
  startEnrolment: (password: string) => call<Enrolment>('/api/account/two-factor/setup', 'POST', { password }),
  confirmEnrolment: (code: string) => call<{ recoveryCodes: string[] }>('/api/account/two-factor/confirm', 'POST', { code }),
  disableTwoFactor: (proof: Proof) => call<void>('/api/account/two-factor/disable', 'POST', proof),
  newRecoveryCodes: (password: string) => call<{ recoveryCodes: string[] }>('/api/account/two-factor/recovery-codes', 'POST', { password }),
  setRequiredForAdmins: (requiredForAdmins: boolean) =>
    call<{ requiredForAdmins: boolean }>('/api/account/two-factor-policy', 'PUT', { requiredForAdmins }),
};

/** Six digits are an app code (no password is that short); anything else is the password. */
export const proofFrom = (entered: string): Proof => (/^\d{6}$/.test(entered.trim()) ? { code: entered.trim() } : { password: entered });
