import { sendJson } from '../../../shared/http/sendJson';

/** Accepting an invitation to the dashboard (embedded backend, server/accounts/invitationRoutes.ts). */
export type InvitationCheck = { ok: true; email: string; roleLabel: string } | { ok: false; message: string };
export type InvitationResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

async function post<T>(path: string, body: object): Promise<({ ok: true } & T) | { ok: false; message: string; fieldErrors?: Record<string, string> }> {
  const answer = await sendJson<T>(`/api/auth/invitation/${path}`, body);
  return answer.ok ? { ok: true, ...answer.data } : answer;
}

export const checkInvitation = (token: string): Promise<InvitationCheck> => post<{ email: string; roleLabel: string }>('check', { token });
export const acceptInvitation = (token: string, name: string, password: string): Promise<InvitationResult> =>
  post<{ message: string }>('accept', { token, name, password });

/** The token of an invitation link: `/login#einladung=<token>` (a fragment never reaches a server or its log). */
export function invitationTokenFromHash(hash: string): string | null {
  const match = /^#einladung=([A-Za-z0-9_-]{1,200})$/.exec(hash);
  return match ? match[1] : null;
}
