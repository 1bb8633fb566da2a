import { z } from 'zod';
import { endsValidation } from '../../src/shared/resources/validation';
import { PASSWORD_TOO_SHORT, passwordProblem } from './passwords';

// Long enough for any passphrase, short enough that nobody feeds megabytes into scrypt.
const MAX_PASSWORD = 1024;
const TOO_LONG = `Das Passwort darf höchstens ${MAX_PASSWORD} Zeichen lang sein.`;
/** The longest address SMTP can deliver to (RFC 5321). */
const MAX_EMAIL = 254;
const INVALID_EMAIL = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
export const LOGIN_EXPIRED = 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';
export const CODE_MISSING = 'Bitte geben Sie den sechsstelligen Code aus Ihrer App oder einen Wiederherstellungscode ein.';

const enteredPassword = (missing: string) => z.string({ error: missing }).min(1, missing).max(MAX_PASSWORD, endsValidation(TOO_LONG));

export const loginSchema = z.object({
  email: z
    .string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
    .trim()
    .max(MAX_EMAIL, endsValidation(INVALID_EMAIL))
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL })),
  password: enteredPassword('Bitte geben Sie Ihr Passwort ein.'),
});

/** A new password: long enough (passwords.ts), short enough for scrypt. */
export const passwordSchema = z
  .string({ error: 'Bitte geben Sie ein neues Passwort ein.' })
  .max(MAX_PASSWORD, endsValidation(TOO_LONG))
  .refine((password) => !passwordProblem(password), PASSWORD_TOO_SHORT);

export const passwordChangeSchema = z.object({
  currentPassword: enteredPassword('Bitte geben Sie Ihr bisheriges Passwort ein.'),
  newPassword: passwordSchema,
});

/** The second step of a sign-in with two factors: the token from the first step and an app or recovery code. */
export const secondFactorSchema = z.object({
  pendingToken: z.string({ error: LOGIN_EXPIRED }).max(64, endsValidation(LOGIN_EXPIRED)),
  code: z.string({ error: CODE_MISSING }).trim().min(1, CODE_MISSING).max(64, endsValidation(CODE_MISSING)),
});
