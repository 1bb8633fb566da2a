/** A valuation request (topic "bewertung" from /immobilienbewertung): its answers and the estimate shown. */
export interface ValuationMailData {
  answers: { label: string; value: string }[];
  /** Formatted de-DE; null when the model had nothing to go on. */
  estimate: { range: string; middle: string; perSqm: string | null; comparables: number; basis: string | null } | null;
  /** Sale or sale within 12 months: the owner is offered the free valuation on site. */
  wantsToSell: boolean;
  purpose: string | null;
}

/** An inquiry as its two mails show it: the visitor's fields and what the server looked up for it. */
export interface InquiryMailData {
  name: string;
  email: string;
  phone: string | null;
  topicLabel: string;
  message: string;
  property: {
    title: string;
    objectNumber: string | null;
    url: string | null;
    forSale: boolean;
    /** The exposé PDF of an exposé request: attached to the confirmation, else its link (null: neither). */
    exposePdf?: 'attached' | { url: string } | null;
  } | null;
  contactPerson: { name: string; role: string | null; phone: string | null } | null;
  valuation?: ValuationMailData | null;
  /** The inquiry in the dashboard, when the site's origin is known. */
  dashboardUrl: string | null;
  receivedAt: string;
  /** For an inquiry about an offer: the commission the visitor saw, and whether they asked for work to begin early. */
  brokerContract?: { commissionShown: string; earlyStart: boolean } | null;
  /** "Vertrag widerrufen" with this inquiry filled in (src/shared/withdrawal/withdrawal.ts), when the origin is known. */
  withdrawalUrl?: string | null;
}
