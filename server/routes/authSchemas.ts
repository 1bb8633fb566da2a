import { z } from 'zod';
import { PASSWORD_TOO_SHORT, passwordProblem } from '../auth/passwords';

// Long enough for any passphrase, short enough that nobody feeds megabytes into scrypt.
const MAX_PASSWORD = 1024;
const TOO_LONG = `Das Passwort darf höchstens ${MAX_PASSWORD} Zeichen lang sein.`;

const enteredPassword = (missing: string) => z.string({ error: missing }).min(1, missing).max(MAX_PASSWORD, TOO_LONG);

export const loginSchema = z.object({
  email: z
    .string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
  password: enteredPassword('Bitte geben Sie Ihr Passwort ein.'),
});

export const passwordChangeSchema = z.object({
  currentPassword: enteredPassword('Bitte geben Sie Ihr bisheriges Passwort ein.'),
  newPassword: z
    .string({ error: 'Bitte geben Sie ein neues Passwort ein.' })
    .max(MAX_PASSWORD, TOO_LONG)
    .refine((password) => !passwordProblem(password), PASSWORD_TOO_SHORT),
});
