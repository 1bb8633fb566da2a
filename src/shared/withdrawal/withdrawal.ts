import { inquiryTopics } from '../resources/choices/inquiryTopics';
import type { FieldErrors } from '../resources/validation';

/** The withdrawal function (§ 356a BGB): the page "Vertrag widerrufen", where its form posts, with or without JavaScript. */
export const WITHDRAWAL_PAGE_PATH = '/vertrag-widerrufen';
export const WITHDRAWAL_LINK_TEXT = 'Vertrag widerrufen';
/** The statutory label of the button that sends the statement. */
export const WITHDRAWAL_SUBMIT_TEXT = 'Widerruf bestätigen';

/** The consumer's express request that the broker starts before the withdrawal period ends (§ 356 Abs. 4 BGB). */
export const EARLY_START_TEXT =
  'Ich verlange ausdrücklich, dass Sie vor Ende der Widerrufsfrist mit Ihrer Maklertätigkeit beginnen. Mir ist bekannt, dass mein Widerrufsrecht bei vollständiger Vertragserfüllung durch Sie erlischt.';

/** What the visitor states; the server adds the rest (resource withdrawals). */
export const withdrawalStatementFields = ['name', 'email', 'contract'] as const;
export type WithdrawalStatement = Record<(typeof withdrawalStatementFields)[number], string>;

/** The query of a confirmation mail's link: which inquiry, and how the form names it. */
export const INQUIRY_PARAM = 'anfrage';
export const CONTRACT_PARAM = 'vertrag';

/** The link in an inquiry's confirmation mail: the form with the contract filled in. */
export function withdrawalLink(origin: string, inquiryId: string, contract: string): string {
  const query = new URLSearchParams({ [INQUIRY_PARAM]: inquiryId, [CONTRACT_PARAM]: contract });
  return `${origin}${WITHDRAWAL_PAGE_PATH}?${query}`;
}

const cologneDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * How the form, the confirmation mail's link and the withdrawal's mails name the contract an inquiry concluded:
 * "Exposé anfordern vom 02.12.2026 zu „Altbau in Sülz“ (Objekt-Nr. RK-1042)", the day in Cologne's time.
 */
export function contractOf(topic: unknown, receivedAt: number, property: Record<string, unknown> | null): string {
  const topicLabel = inquiryTopics.find((choice) => choice.id === topic)?.name ?? 'Anfrage';
  // A record without a readable time is still named, by its topic and offer.
  const day = Number.isFinite(receivedAt) ? `vom ${cologneDate.format(receivedAt)}` : null;
  const title = text(property?.title);
  const objectNumber = text(property?.objectNumber);
  return [topicLabel, day, property && `zu „${title ?? 'Immobilie'}“`, objectNumber && `(Objekt-Nr. ${objectNumber})`]
    .filter(Boolean)
    .join(' ');
}

/** The page after the form was posted: the form again with what is wrong, or the receipt. */
export type WithdrawalOutcome =
  | { kind: 'form'; values: Partial<WithdrawalStatement> & { inquiry?: string }; errors: FieldErrors; notice?: string }
  | {
      kind: 'received';
      /** Date and time of receipt, as the confirmation says it. */
      receivedAt: string;
      statement: WithdrawalStatement;
      /** Whether the confirmation of receipt was queued to the stated address. */
      confirmationSent: boolean;
    };
