const MINUTE = 60_000;

/** The waits after the 1st, 2nd, … failed attempt; after the last one the mail is given up ("failed"). */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE] as const;

/** When to try again after `attempts` failed attempts, or undefined when the mail is to be given up. */
export function nextAttemptAt(attempts: number, now: number): number | undefined {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? undefined : now + delay;
}

export interface DeliveryError {
  /** Retrying cannot help: the server refused this mail for good (5xx), or the mail itself is unusable. */
  permanent: boolean;
  /** The server's own words where there are any, for the dashboard. */
  reason: string;
}

/** Errors of a sign-in: wrong credentials are the operator's to fix, not the mail's fault; the mail waits. */
const AUTH_CODES = new Set([530, 534, 535, 538]);

/**
 * Reads a nodemailer error: a 5xx reply to the sender, the recipients or the message is permanent (mailbox unknown,
 * address refused, message refused), as is an envelope nodemailer refuses itself; a 4xx reply, a refused or
 * broken connection, a timeout, a TLS problem or a failed sign-in is temporary.
 */
export function classifyDeliveryError(error: unknown): DeliveryError {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const reason = (response || message || String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
  if (code === 'EAUTH' || (responseCode !== undefined && AUTH_CODES.has(responseCode))) return { permanent: false, reason };
  if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) return { permanent: true, reason };
  if (responseCode === undefined && (code === 'EENVELOPE' || code === 'EMESSAGE')) return { permanent: true, reason };
  return { permanent: false, reason };
}
