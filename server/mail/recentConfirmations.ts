import { mailboxOf } from './mailbox';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Confirmations sent per mailbox by this process, for confirmationLimit where the store cannot be counted (Firebase
 * mode: the server's account may not read the mail collection). Entries older than a day are dropped.
 */
export function recentConfirmations() {
  const recent: { mailbox: string; at: number }[] = [];
  return {
    countTo: (recipient: string, since: number) => {
      const mailbox = mailboxOf(recipient);
      return recent.filter((entry) => entry.at >= since && entry.mailbox === mailbox).length;
    },
    add(recipient: string, at: number) {
      recent.push({ mailbox: mailboxOf(recipient), at });
      while (recent.length > 0 && recent[0].at < at - DAY) recent.shift();
    },
  };
}
