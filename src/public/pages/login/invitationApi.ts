/** Accepting an invitation to the dashboard (embedded backend, server/accounts/invitationRoutes.ts). */
export type InvitationCheck = { ok: true; email: string; roleLabel: string } | { ok: false; message: string };
export type InvitationResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

const NETWORK_ERROR = 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';

async function post<T>(
  path: string,
  body: object,
): Promise<({ ok: true } & T) | { ok: false; message: string; fieldErrors?: Record<string, string> }> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/invitation/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR };
  }
  const answer = (await response.json().catch(() => ({}))) as T & {
    message?: string;
    errors?: Record<string, string>;
  };
  if (response.ok) return { ok: true, ...answer };
  return {
    ok: false,
    message: answer.message ?? 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    fieldErrors: answer.errors,
  };
}

export const checkInvitation = (token: string): Promise<InvitationCheck> => post<{ email: string; roleLabel: string }>('check', { token });
export const acceptInvitation = (token: string, name: string, password: string): Promise<InvitationResult> =>
  post<{ message: string }>('accept', { token, name, password });

/** The token of an invitation link: `/login#einladung=<token>` (a fragment never reaches a server or its log). */
export function invitationTokenFromHash(hash: string): string | null {
  const match = /^#einladung=([A-Za-z0-9_-]{1,200})$/.exec(hash);
  return match ? match[1] : null;
}
