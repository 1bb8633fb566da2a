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

/** How the form and the mails name a contract concluded by an inquiry. */
export const contractOf = (topicLabel: string, receivedOn: string, property: { title: string; objectNumber: string | null } | null) =>
  [
    `${topicLabel} vom ${receivedOn}`,
    property && `zu „${property.title}“`,
    property?.objectNumber && `(Objekt-Nr. ${property.objectNumber})`,
  ]
    .filter(Boolean)
    .join(' ');

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
