/** Providers that ignore dots in the local part; googlemail.com is the same mailbox as gmail.com. */
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting mails per recipient: lower case, without a `+tag` (which most
 * providers deliver to the untagged address), and for Gmail without dots and on one domain. Only for counting:
 * mail still goes to the address as given. Providers with other sub-addressing (a `-` at Yahoo) are not folded.
 */
export function mailboxOf(address: string): string {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf('@');
  const domain = lower.slice(at + 1);
  const tagged = lower.slice(0, at);
  const local = tagged.includes('+') ? tagged.slice(0, tagged.indexOf('+')) : tagged;
  return DOTLESS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
