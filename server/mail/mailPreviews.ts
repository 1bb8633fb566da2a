import { createElement } from 'react';
import type { OutboxContent } from '../../src/shared/mail/outbox';
import { InquiryConfirmationMail, inquiryConfirmationSubject } from './templates/InquiryConfirmationMail';
import { InquiryStaffMail, inquiryStaffSubject } from './templates/InquiryStaffMail';
import { PasswordResetMail, passwordResetSubject } from './templates/PasswordResetMail';
import type { MailAgency, SiteOrigin } from './templates/mailAgency';
import { sampleInquiry } from './templates/previewSamples';
import { renderMail } from './templates/renderMail';
import { SignInAttackMail, signInAttackSubject } from './templates/SignInAttackMail';
import { TestMail, testMailSubject } from './templates/TestMail';

type Preview = (agency: MailAgency, origin: SiteOrigin) => Promise<OutboxContent>;

/** Every template with made-up data and the agency's own settings, for the dashboard and the screenshots. */
export const mailPreviews: Record<string, Preview> = {
  'inquiry-staff': async (agency, origin) => {
    const inquiry = sampleInquiry(origin);
    return { subject: inquiryStaffSubject(inquiry), ...(await renderMail(createElement(InquiryStaffMail, { agency, origin, inquiry }))) };
  },
  'inquiry-confirmation': async (agency, origin) => ({
    subject: inquiryConfirmationSubject(agency),
    ...(await renderMail(createElement(InquiryConfirmationMail, { agency, origin, inquiry: sampleInquiry(origin) }))),
  }),
  'password-reset': async (agency, origin) => ({
    subject: passwordResetSubject,
    ...(await renderMail(createElement(PasswordResetMail, { agency, origin, link: `${origin ?? 'https://www.example.de'}/login#reset=beispiel` }))),
  }),
  'sign-in-attack': async (agency, origin) => ({
    subject: signInAttackSubject,
    ...(await renderMail(createElement(SignInAttackMail, { agency, origin, attack: { failures: 5, addresses: 5, since: '02.03.2026, 09:41 Uhr' } }))),
  }),
  test: async (agency, origin) => ({
    subject: testMailSubject,
    ...(await renderMail(createElement(TestMail, { agency, origin, requestedBy: 'redaktion@example.de', sentAt: '02.03.2026, 09:41 Uhr' }))),
  }),
};
