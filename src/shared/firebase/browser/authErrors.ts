import { NETWORK_ERROR } from '../../http/sendJson';

/** Firebase Authentication's error codes as German messages for staff; `field` marks the input at fault. */
export interface AuthMessage {
  message: string;
  field?: 'email' | 'password';
}

export const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
export const NOT_STAFF =
  'Ihr Zugang ist nicht für das Dashboard freigeschaltet. Bitte wenden Sie sich an eine Administratorin oder einen Administrator Ihrer Agentur.';
export const RESET_SENT =
  'Falls für diese Adresse ein Zugang besteht, haben wir Ihnen eine E-Mail zum Zurücksetzen des Passworts gesendet.';

const MESSAGES: Record<string, AuthMessage> = {
  // One answer for unknown addresses and wrong passwords: nobody learns which addresses have an account.
  'auth/invalid-credential': { message: WRONG_CREDENTIALS },
  'auth/invalid-login-credentials': { message: WRONG_CREDENTIALS },
  'auth/wrong-password': { message: WRONG_CREDENTIALS },
  'auth/user-not-found': { message: WRONG_CREDENTIALS },
  'auth/invalid-email': { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', field: 'email' },
  'auth/missing-email': { message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.', field: 'email' },
  'auth/missing-password': { message: 'Bitte geben Sie Ihr Passwort ein.', field: 'password' },
  'auth/user-disabled': {
    message: 'Dieser Zugang ist gesperrt. Bitte wenden Sie sich an eine Administratorin oder einen Administrator Ihrer Agentur.',
  },
  'auth/too-many-requests': { message: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.' },
  'auth/network-request-failed': { message: NETWORK_ERROR },
  'auth/popup-closed-by-user': { message: 'Die Anmeldung wurde abgebrochen.' },
  'auth/cancelled-popup-request': { message: 'Die Anmeldung wurde abgebrochen.' },
  'auth/user-cancelled': { message: 'Die Anmeldung wurde abgebrochen.' },
  'auth/account-exists-with-different-credential': {
    message: 'Für diese E-Mail-Adresse besteht bereits ein Zugang mit einer anderen Anmeldeart. Bitte melden Sie sich auf diesem Weg an.',
  },
  'auth/operation-not-allowed': { message: 'Diese Anmeldeart ist für Ihre Agentur nicht freigeschaltet.' },
  'auth/unauthorized-domain': {
    message:
      'Diese Adresse ist für die Anmeldung nicht freigegeben (Firebase-Konsole: Authentication → Einstellungen → Autorisierte Domains).',
  },
  'auth/invalid-phone-number': { message: 'Bitte geben Sie Ihre Mobilfunknummer im internationalen Format ein, z. B. +49 151 23456789.' },
  'auth/missing-phone-number': { message: 'Bitte geben Sie Ihre Mobilfunknummer ein.' },
  'auth/invalid-verification-code': { message: 'Der Bestätigungscode ist falsch. Bitte prüfen Sie die SMS.' },
  'auth/code-expired': { message: 'Der Bestätigungscode ist abgelaufen. Bitte fordern Sie einen neuen an.' },
  'auth/quota-exceeded': { message: 'Es wurden zu viele SMS angefordert. Bitte versuchen Sie es später erneut.' },
};

export function authMessage(error: unknown): AuthMessage {
  const code = (error as { code?: unknown })?.code;
  return (typeof code === 'string' && MESSAGES[code]) || { message: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.' };
}
