/** A received withdrawal as its two mails show it (server/mail/withdrawalMails.ts builds it). */
export interface WithdrawalMailData {
  name: string;
  email: string;
  /** The contract as the visitor named it. */
  contract: string;
  /** Date and time of receipt, in Cologne's time zone. */
  receivedAt: string;
  /** The inquiry the website matched it to: its topic, date and offer. */
  inquiry: { description: string; dashboardUrl: string | null } | null;
  dashboardUrl: string | null;
  /** Whether the visitor was sent the confirmation of receipt (its limits, server/mail/confirmationLimit.ts). */
  confirmationSent: boolean;
}
