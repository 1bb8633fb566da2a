import { createElement } from 'react';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { senderOf } from './inquiryMails';
import { mailDate } from '../../src/shared/mail/mailDate';
import type { OutgoingMail } from './outgoingMail';
import type { SiteOrigin } from './templates/mailAgency';
import { renderMail } from './templates/renderMail';
import { TestMail, testMailSubject } from './templates/TestMail';

/** The settings' test mail to a member of staff; undefined while no sender address is known. */
export async function composeTestMail(
  to: string,
  settings: Partial<SettingsRecord> | null | undefined,
  from: string | undefined,
  origin: SiteOrigin,
  now: Date,
): Promise<OutgoingMail | undefined> {
  const sender = senderOf(from, settings);
  if (!sender) return undefined;
  return {
    kind: 'test',
    from: sender,
    to: { address: to },
    subject: testMailSubject,
    ...(await renderMail(createElement(TestMail, { agency: settings ?? {}, origin, requestedBy: to, sentAt: mailDate(now) }))),
  };
}
