/**
 * What the outbox accepts as an address: one plain `local@domain`, nothing a mail library could read as a second
 * recipient, a display name or a header (commas, semicolons, angle brackets, quotes, spaces, CR/LF and other
 * control characters). Stricter than RFC 5322 on purpose: such addresses are rare, an injected recipient is not.
 * Checked without backtracking, so no input makes it slow.
 */
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isMailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]);
}

/** The domain of an address, for the Message-ID (`<id@domain>`). */
export const domainOf = (address: string) => address.slice(address.indexOf('@') + 1).toLowerCase();

/** A display name as a header may carry it: one line, no control characters, bounded. */
export const displayName = (value: string | undefined | null) =>
  value
    ? value
        .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 100) || undefined
    : undefined;
