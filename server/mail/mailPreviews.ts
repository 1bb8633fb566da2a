import { createElement } from 'react';
import type { OutboxContent } from '../../src/shared/mail/outbox';
import { InquiryConfirmationMail, inquiryConfirmationSubject } from './templates/InquiryConfirmationMail';
import { InquiryStaffMail, inquiryStaffSubject } from './templates/InquiryStaffMail';
import { PasswordResetMail, passwordResetSubject } from './templates/PasswordResetMail';
import { StaffInvitationMail, staffInvitationSubject } from './templates/StaffInvitationMail';
import type { MailAgency, SiteOrigin } from './templates/mailAgency';
import { sampleInquiry, sampleWithdrawal } from './templates/previewSamples';
import { WithdrawalConfirmationMail, withdrawalConfirmationSubject } from './templates/WithdrawalConfirmationMail';
import { WithdrawalStaffMail, withdrawalStaffSubject } from './templates/WithdrawalStaffMail';
import { renderMail } from './templates/renderMail';
import { SignInAttackMail, signInAttackSubject } from './templates/SignInAttackMail';
import { TestMail, testMailSubject } from './templates/TestMail';
import { SearchAlertConfirmMail, searchAlertConfirmSubject } from './templates/SearchAlertConfirmMail';
import { SearchAlertListingMail, searchAlertSubject, type AlertListing } from './templates/SearchAlertListingMail';
import { SearchAlertReminderMail, searchAlertReminderSubject } from './templates/SearchAlertReminderMail';

const sampleCriteria = 'Wohnung · Miete · Lindenthal, Sülz · Kaltmiete bis 1.500 € · ab 2 Zimmer';
const sampleAlertLinks = (origin: SiteOrigin) => ({
  manage: `${origin ?? 'https://www.example.de'}/suchauftrag#verwalten=beispiel`,
  unsubscribe: `${origin ?? 'https://www.example.de'}/suchauftrag#abmelden=beispiel`,
});
const sampleListings = (origin: SiteOrigin): AlertListing[] => [
  {
    title: 'Helle 3-Zimmer-Wohnung mit Balkon',
    url: `${origin ?? 'https://www.example.de'}/angebote/beispiel`,
    image: null,
    facts: ['Kaltmiete 1.450 €', '3 Zimmer', '82 m²', 'Köln-Sülz'],
  },
  {
    title: 'Altbauwohnung am Stadtwald',
    url: `${origin ?? 'https://www.example.de'}/angebote/beispiel-2`,
    image: null,
    facts: ['Kaltmiete 1.380 €', '2,5 Zimmer', '74 m²', 'Köln-Lindenthal'],
  },
];

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
    ...(await renderMail(
      createElement(PasswordResetMail, { agency, origin, link: `${origin ?? 'https://www.example.de'}/login#reset=beispiel` }),
    )),
  }),
  'staff-invitation': async (agency, origin) => ({
    subject: staffInvitationSubject,
    ...(await renderMail(
      createElement(StaffInvitationMail, {
        agency,
        origin,
        link: `${origin ?? 'https://www.example.de'}/login#einladung=beispiel`,
        invitedBy: 'Miriam Schäfer',
        roleLabel: 'Redaktion',
        validUntil: '04.12.2026, 14:05 Uhr',
      }),
    )),
  }),
  'sign-in-attack': async (agency, origin) => ({
    subject: signInAttackSubject,
    ...(await renderMail(
      createElement(SignInAttackMail, { agency, origin, attack: { failures: 5, addresses: 5, since: '02.03.2026, 09:41 Uhr' } }),
    )),
  }),
  'search-alert-confirm': async (agency, origin) => ({
    subject: searchAlertConfirmSubject,
    ...(await renderMail(
      createElement(SearchAlertConfirmMail, {
        agency,
        origin,
        criteria: sampleCriteria,
        link: `${origin ?? 'https://www.example.de'}/suchauftrag#bestaetigen=beispiel`,
      }),
    )),
  }),
  'search-alert': async (agency, origin) => ({
    subject: searchAlertSubject(sampleListings(origin).slice(0, 1)),
    ...(await renderMail(
      createElement(SearchAlertListingMail, {
        agency,
        origin,
        criteria: sampleCriteria,
        listings: sampleListings(origin).slice(0, 1),
        links: sampleAlertLinks(origin),
        digest: false,
      }),
    )),
  }),
  'search-alert-digest': async (agency, origin) => ({
    subject: searchAlertSubject(sampleListings(origin)),
    ...(await renderMail(
      createElement(SearchAlertListingMail, {
        agency,
        origin,
        criteria: sampleCriteria,
        listings: sampleListings(origin),
        links: sampleAlertLinks(origin),
        digest: true,
      }),
    )),
  }),
  'search-alert-reminder': async (agency, origin) => ({
    subject: searchAlertReminderSubject,
    ...(await renderMail(
      createElement(SearchAlertReminderMail, { agency, origin, criteria: sampleCriteria, links: sampleAlertLinks(origin) }),
    )),
  }),
  'withdrawal-confirmation': async (agency, origin) => ({
    subject: withdrawalConfirmationSubject(agency),
    ...(await renderMail(createElement(WithdrawalConfirmationMail, { agency, origin, withdrawal: sampleWithdrawal(origin) }))),
  }),
  'withdrawal-staff': async (agency, origin) => ({
    subject: withdrawalStaffSubject(sampleWithdrawal(origin)),
    ...(await renderMail(createElement(WithdrawalStaffMail, { agency, origin, withdrawal: sampleWithdrawal(origin) }))),
  }),
  test: async (agency, origin) => ({
    subject: testMailSubject,
    ...(await renderMail(
      createElement(TestMail, { agency, origin, requestedBy: 'redaktion@example.de', sentAt: '02.03.2026, 09:41 Uhr' }),
    )),
  }),
};
