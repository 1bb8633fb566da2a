const DAY = 24 * 60 * 60 * 1000;

export interface ConfirmationLimitOptions {
  /** Confirmations one mailbox receives per day. */
  perRecipient?: number;
  /** Confirmations one client address causes per day. */
  perClient?: number;
  /**
   * Counts the confirmations already queued to the recipient's mailbox since a time, whatever the spelling (mailboxOf in
   * mailbox.ts: `opfer+1@` is `opfer@`'s inbox, so counting the exact address would let the form mail it without limit).
   */
  countTo: (recipient: string, since: number) => number | Promise<number>;
}

/**
 * Keeps the inquiry forms from becoming a way to mail strangers: a visitor's confirmation goes out only while its
 * mailbox got fewer than `perRecipient` in a day and the sending client caused fewer than `perClient`. The
 * inquiry itself and the staff mail are never held back by it. The per-client count lives in memory (the
 * per-recipient count in the store survives restarts and is shared by several processes).
 */
export function confirmationLimit({ perRecipient = 5, perClient = 10, countTo }: ConfirmationLimitOptions) {
  const byClient = new Map<string, number[]>();
  return {
    /** True, and counted, when a confirmation may go to `recipient` for a request from `client`. */
    async allow(recipient: string, client: string, now: number): Promise<boolean> {
      const since = now - DAY;
      const recent = (byClient.get(client) ?? []).filter((at) => at > since);
      if (recent.length >= perClient) {
        byClient.set(client, recent);
        return false;
      }
      if ((await countTo(recipient, since)) >= perRecipient) return false;
      recent.push(now);
      byClient.set(client, recent);
      // Forget clients whose day has passed, so the map does not grow with every visitor.
      if (byClient.size > 10_000) for (const [key, times] of byClient) if (times[times.length - 1] <= since) byClient.delete(key);
      return true;
    },
  };
}
