/** What a visitor or member of staff reads when the request never reached the server. */
export const NETWORK_ERROR = 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';
const FAILED = 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.';

/**
 * The server's JSON answer: its data, or its German message and the messages per field. `status` 0 means the
 * request never arrived (the message then says so).
 */
export type JsonAnswer<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };

interface Options {
  method?: 'POST' | 'PUT';
  /** What the visitor reads when the server answers with an error but no message of its own. */
  fallbackMessage?: string;
}

/** Sends JSON to one of the server's API routes, as the forms of the site and of the sign-in page do. */
export async function sendJson<T>(
  path: string,
  body: object,
  { method = 'POST', fallbackMessage = FAILED }: Options = {},
): Promise<JsonAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR };
  }
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string; errors?: Record<string, string> };
  if (response.ok) return { ok: true, status: response.status, data: answer };
  return { ok: false, status: response.status, message: answer.message ?? fallbackMessage, fieldErrors: answer.errors };
}
