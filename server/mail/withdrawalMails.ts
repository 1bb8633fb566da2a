import { createElement } from 'react';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { inquiryRecipient } from './inquiryRecipient';
import { senderOf } from './inquiryMails';
import { isMailAddress } from './mailAddress';
import type { MailParty, OutgoingMail } from './outgoingMail';
import type { SiteOrigin } from './templates/mailAgency';
import { renderMail } from './templates/renderMail';
import { WithdrawalConfirmationMail, withdrawalConfirmationSubject } from './templates/WithdrawalConfirmationMail';
import type { WithdrawalMailData } from './templates/withdrawalMailData';
import { WithdrawalStaffMail, withdrawalStaffSubject } from './templates/WithdrawalStaffMail';

export interface WithdrawalMailInput {
  withdrawalId: string;
  data: WithdrawalMailData;
  /** The matched inquiry's topic and the contact person of its offer: the staff mail goes where the inquiry went. */
  routing: { topic: string; contactPerson: Record<string, unknown> | null } | null;
  settings?: Partial<SettingsRecord> | null;
  origin: SiteOrigin;
  from?: string;
}

/**
 * The mails of a received withdrawal: to the team member who got the inquiry (or the agency), Reply-To the visitor,
 * and, when `data.confirmationSent`, the confirmation of receipt to the stated address. Empty without a sender or a
 * staff address (a fresh installation); the withdrawal is stored all the same.
 */
export async function composeWithdrawalMails({ withdrawalId, data, routing, settings, origin, from }: WithdrawalMailInput) {
  const sender = senderOf(from, settings);
  const staff = inquiryRecipient({ topic: routing?.topic ?? 'allgemein', contactPerson: routing?.contactPerson, settings });
  if (!sender || !staff) return [];
  const agency = settings ?? {};
  const related = { collection: 'withdrawals', id: withdrawalId };
  const visitor: MailParty | undefined = isMailAddress(data.email) ? { address: data.email } : undefined;
  const mails: OutgoingMail[] = [
    {
      kind: 'withdrawal-staff',
      from: sender,
      to: staff,
      replyTo: visitor,
      subject: withdrawalStaffSubject(data),
      ...(await renderMail(createElement(WithdrawalStaffMail, { agency, origin, withdrawal: data }))),
      related,
    },
  ];
  if (data.confirmationSent && visitor) {
    mails.push({
      kind: 'withdrawal-confirmation',
      from: sender,
      to: visitor,
      replyTo: staff,
      subject: withdrawalConfirmationSubject(agency),
      ...(await renderMail(createElement(WithdrawalConfirmationMail, { agency, origin, withdrawal: data }))),
      related,
    });
  }
  return mails;
}
