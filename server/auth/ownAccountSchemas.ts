import { z } from 'zod';
import { endsValidation } from '../../src/shared/resources/validation';
import { CODE_MISSING } from './signInSchemas';

const CODE_OR_PASSWORD = 'Bitte geben Sie Ihr Passwort oder einen Code aus Ihrer App ein.';
const TOO_LONG = 'Die Eingabe ist zu lang.';
const PASSWORD_MISSING = 'Bitte geben Sie Ihr Passwort ein.';

export const codeSchema = z.object({
  code: z.string({ error: CODE_MISSING }).trim().min(1, CODE_MISSING).max(64, endsValidation(TOO_LONG)),
});

/** Turning two factors off: the password, or a code, proves it is the account's owner at the keyboard. */
export const confirmationSchema = z
  .object({
    password: z.string().max(1024, endsValidation(TOO_LONG)).optional(),
    code: z.string().trim().max(64, endsValidation(TOO_LONG)).optional(),
  })
  .refine((body) => Boolean(body.password || body.code), { message: CODE_OR_PASSWORD, path: ['password'] });

/** Turning two factors on or new recovery codes: the current password, as for a password change, so a session alone is not enough. */
export const passwordConfirmationSchema = z.object({
  password: z.string({ error: PASSWORD_MISSING }).min(1, PASSWORD_MISSING).max(1024, endsValidation(TOO_LONG)),
});

export const policySchema = z.object({
  requiredForAdmins: z.boolean({ error: 'Bitte wählen Sie, ob die Zwei-Faktor-Anmeldung verpflichtend ist.' }),
});
