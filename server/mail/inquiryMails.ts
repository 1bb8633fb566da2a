import { createElement } from 'react';
import { inquiryTopics } from '../../src/shared/resources/choices/inquiryTopics';
import { publicPathOf } from '../../src/shared/resources/propertyScopes';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { inquiryRecipient } from './inquiryRecipient';
import { displayName, isMailAddress } from './mailAddress';
import { mailDate } from '../../src/shared/mail/mailDate';
import { contractOf, withdrawalLink } from '../../src/shared/withdrawal/withdrawal';
import type { MailAttachment, MailParty, OutgoingMail } from './outgoingMail';
import { InquiryConfirmationMail, inquiryConfirmationSubject } from './templates/InquiryConfirmationMail';
import type { InquiryMailData } from './templates/inquiryMailData';
import { valuationMailData } from './valuationMailData';
import { InquiryStaffMail, inquiryStaffSubject } from './templates/InquiryStaffMail';
import type { SiteOrigin } from './templates/mailAgency';
import { renderMail } from './templates/renderMail';

type Loose = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A new inquiry and what its mails need besides it, gathered by the backend that stores it. */
export interface InquiryMailInput {
  inquiry: Loose & { id: string };
  settings?: Partial<SettingsRecord> | null;
  property?: (Loose & { id: string }) | null;
  /** The property's contact person (a team record). */
  contactPerson?: Loose | null;
  origin: SiteOrigin;
  /** MAIL_FROM; without it the agency's address. */
  from?: string;
  /** Whether the visitor gets a confirmation (the limits of confirmationLimit.ts). */
  confirm: boolean;
  /**
   * The exposé PDF for the visitor's confirmation of an exposé request about a current offer: the file to attach,
   * or only its link (where a mail cannot carry the file). Absent for other inquiries.
   */
  exposePdf?: { attachment: MailAttachment | null; url: string | null };
  receivedAt: Date;
}

/** The sender: MAIL_FROM or the agency's address, with the agency's name. */
export function senderOf(from: string | undefined, settings: Partial<SettingsRecord> | null | undefined): MailParty | undefined {
  const address = from ?? settings?.email;
  return isMailAddress(address) ? { address, name: displayName(settings?.companyName) } : undefined;
}

function mailData({ inquiry, property, contactPerson, origin, receivedAt, exposePdf }: InquiryMailInput): InquiryMailData {
  const pdf = exposePdf?.attachment ? 'attached' : exposePdf?.url ? { url: exposePdf.url } : null;
  const path = property ? publicPathOf(property as Loose & { id: string; status: string }) : null;
  const topicLabel = inquiryTopics.find((topic) => topic.id === inquiry.topic)?.name ?? String(inquiry.topic);
  const contract = contractOf(inquiry.topic, receivedAt.getTime(), property ?? null);
  return {
    name: String(inquiry.name),
    email: String(inquiry.email),
    phone: text(inquiry.phone),
    topicLabel,
    message: String(inquiry.message ?? ''),
    property: property
      ? {
          title: text(property.title) ?? 'Immobilie',
          objectNumber: text(property.objectNumber),
          url: path && origin ? `${origin}${path}` : null,
          forSale: property.marketingType === 'kauf',
          exposePdf: pdf,
        }
      : null,
    contactPerson:
      contactPerson && text(contactPerson.name)
        ? { name: String(contactPerson.name), role: text(contactPerson.role), phone: text(contactPerson.phone) }
        : null,
    valuation: valuationMailData(inquiry),
    dashboardUrl: origin ? `${origin}/dashboard/inquiries/${encodeURIComponent(inquiry.id)}/show` : null,
    receivedAt: mailDate(receivedAt),
    withdrawalUrl: origin ? withdrawalLink(origin, inquiry.id, contract) : null,
    brokerContract: text(inquiry.commissionShown)
      ? { commissionShown: String(inquiry.commissionShown), earlyStart: inquiry.earlyStart === true }
      : null,
  };
}

/**
 * The mails of a new inquiry: to the staff member who answers it (Reply-To the visitor) and, when `confirm`, the
 * visitor's confirmation. Empty when no sender or no staff address is known yet (a fresh installation without
 * settings); the inquiry is stored all the same.
 */
export async function composeInquiryMails(input: InquiryMailInput): Promise<OutgoingMail[]> {
  const { inquiry, settings, contactPerson, origin } = input;
  const from = senderOf(input.from, settings);
  const staff = inquiryRecipient({ topic: String(inquiry.topic), contactPerson, settings });
  if (!from || !staff) return [];
  const agency = settings ?? {};
  const data = mailData(input);
  const related = { collection: 'inquiries', id: inquiry.id };
  // An address the form's check let through but that could name a second recipient gets neither a Reply-To nor a
  // confirmation; staff still hear of the inquiry. The bare address: the name is the visitor's own text, and as the
  // display name of the confirmation's To a stranger's inbox would show it as if the agency had written it.
  const visitor: MailParty | undefined = isMailAddress(inquiry.email) ? { address: inquiry.email } : undefined;
  const mails: OutgoingMail[] = [
    {
      kind: 'inquiry-staff',
      from,
      to: staff,
      replyTo: visitor,
      subject: inquiryStaffSubject(data),
      ...(await renderMail(createElement(InquiryStaffMail, { agency, origin, inquiry: data }))),
      related,
    },
  ];
  if (input.confirm && visitor) {
    mails.push({
      kind: 'inquiry-confirmation',
      from,
      to: visitor,
      replyTo: staff,
      subject: inquiryConfirmationSubject(agency, data),
      ...(await renderMail(createElement(InquiryConfirmationMail, { agency, origin, inquiry: data }))),
      ...(input.exposePdf?.attachment ? { attachments: [input.exposePdf.attachment] } : {}),
      related,
    });
  }
  return mails;
}
