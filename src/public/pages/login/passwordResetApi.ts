import { sendJson } from '../../../shared/http/sendJson';

/** "Passwort vergessen?" of the embedded backend (server/auth/passwordResetRoutes.ts); Firebase mode uses its provider's mail. */
export type ResetResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

async function post(path: string, body: object): Promise<ResetResult> {
  const answer = await sendJson<{ message?: string }>(`/api/auth/password-reset${path}`, body);
  return answer.ok ? { ok: true, message: answer.data.message ?? '' } : answer;
}

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export const requestPasswordReset = (email: string) => post('', { email });

/** Whether a link from the mail still works (unused, younger than 30 minutes). */
export const checkResetLink = (token: string) => post('/check', { token });

/** Sets the new password with the link; every session of the account ends. */
export const setNewPassword = (token: string, password: string) => post('/confirm', { token, password });

/** The token of a reset link: `/login#reset=<token>` (a fragment never reaches a server or its log). */
export function resetTokenFromHash(hash: string): string | null {
  const match = /^#reset=([A-Za-z0-9_-]{1,200})$/.exec(hash);
  return match ? match[1] : null;
}
