import { createElement } from 'react';
import { ROLE_LABELS, type Role } from '../../src/shared/auth/rolePolicy';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { senderOf } from '../mail/inquiryMails';
import { mailDate } from '../../src/shared/mail/mailDate';
import type { OutgoingMail } from '../mail/outgoingMail';
import type { SiteOrigin } from '../mail/templates/mailAgency';
import { renderMail } from '../mail/templates/renderMail';
import { StaffInvitationMail, staffInvitationSubject } from '../mail/templates/StaffInvitationMail';

export interface InvitationMailInput {
  to: string;
  role: Role;
  link: string;
  invitedBy: string;
  expiresAt: number;
  settings: Partial<SettingsRecord> | null | undefined;
  from: string | undefined;
  origin: SiteOrigin;
}

/** The invitation; its link is secret, so the outbox forgets it once the mail is sent. Undefined without a sender address. */
export async function composeInvitationMail({
  to,
  role,
  link,
  invitedBy,
  expiresAt,
  settings,
  from,
  origin,
}: InvitationMailInput): Promise<OutgoingMail | undefined> {
  const sender = senderOf(from, settings);
  if (!sender) return undefined;
  const props = {
    agency: settings ?? {},
    origin,
    link,
    invitedBy,
    roleLabel: ROLE_LABELS[role],
    validUntil: mailDate(new Date(expiresAt)),
  };
  return {
    kind: 'staff-invitation',
    from: sender,
    to: { address: to },
    subject: staffInvitationSubject,
    ...(await renderMail(createElement(StaffInvitationMail, props))),
    secrets: [link],
  };
}
