import { createElement } from 'react';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { senderOf } from './inquiryMails';
import type { OutgoingMail } from './outgoingMail';
import type { SiteOrigin } from './templates/mailAgency';
import { PasswordResetMail, passwordResetSubject } from './templates/PasswordResetMail';
import { renderMail } from './templates/renderMail';

/** Where a reset link leads: the sign-in page, the token in the fragment (never sent to a server, never in a log). */
export const resetLink = (origin: string, token: string) => `${origin}/login#reset=${token}`;

/**
 * The reset mail; its link is marked secret, so the outbox forgets it once the mail is sent. Undefined while no
 * sender address is known.
 */
export async function composePasswordResetMail(
  to: { address: string; name?: string },
  link: string,
  settings: Partial<SettingsRecord> | null | undefined,
  from: string | undefined,
  origin: SiteOrigin,
): Promise<OutgoingMail | undefined> {
  const sender = senderOf(from, settings);
  if (!sender) return undefined;
  return {
    kind: 'password-reset',
    from: sender,
    to,
    subject: passwordResetSubject,
    ...(await renderMail(createElement(PasswordResetMail, { agency: settings ?? {}, origin, link }))),
    secrets: [link],
  };
}
