import { createElement } from 'react';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { AccountAttack } from '../auth/loginThrottle';
import { senderOf } from './inquiryMails';
import { mailDate } from '../../src/shared/mail/mailDate';
import type { MailParty, OutgoingMail } from './outgoingMail';
import type { SiteOrigin } from './templates/mailAgency';
import { renderMail } from './templates/renderMail';
import { secondFactorAttackSubject, SignInAttackMail, signInAttackSubject } from './templates/SignInAttackMail';

/** The notice to an attacked account's own address; undefined while no sender address is known. */
export async function composeSignInAttackMail(
  to: MailParty,
  attack: AccountAttack,
  settings: Partial<SettingsRecord> | null | undefined,
  from: string | undefined,
  origin: SiteOrigin,
): Promise<OutgoingMail | undefined> {
  const sender = senderOf(from, settings);
  if (!sender) return undefined;
  const data = {
    failures: attack.failures,
    addresses: attack.addresses,
    since: mailDate(new Date(attack.since)),
    codeLockMinutes: attack.codeLockMs ? Math.ceil(attack.codeLockMs / 60_000) : undefined,
  };
  return {
    kind: 'sign-in-attack',
    from: sender,
    to,
    subject: data.codeLockMinutes ? secondFactorAttackSubject : signInAttackSubject,
    ...(await renderMail(createElement(SignInAttackMail, { agency: settings ?? {}, origin, attack: data }))),
  };
}
