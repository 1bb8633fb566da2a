import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../src/shared/auth/passwordRules';
import { isMailAddress } from '../mail/mailAddress';

/*
 * The checks of the environment variables (variables.ts): each reads the variable's text and turns it into the
 * value the code uses. A message follows the variable's name in the start's error ("PORT must be …").
 */

export const text = () => z.string().trim();

/** Digits only: "1.5", "1e3" and "-1" are refused rather than rounded or read as something else. */
export const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{1,15}$/.test(value) && Number(value) >= min && Number(value) <= max, `must be ${what}`)
    .transform(Number);

export const decimal = (accepts: (value: number) => boolean, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+(\.\d+)?$/.test(value) && accepts(Number(value)), `must be ${what}`)
    .transform(Number);

export const seconds = () => decimal((value) => value > 0, 'a positive number of seconds');

export const flag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === 'true' || value === 'false', 'must be true or false')
    .transform((value) => value === 'true');

export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }));

/** A parser of its own that throws the reason (trustProxy.ts, publicUrl.ts). */
export const parsedBy = <Value>(parse: (value: string) => Value) =>
  z.string().transform((value, context): Value => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

export const email = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an e-mail address' }));

/** What the outbox accepts as a sender (server/mail/mailAddress.ts). */
export const mailAddress = () => text().refine(isMailAddress, 'must be a plain address such as info@example.de');

/** The rule of every staff password (src/shared/auth/passwordRules.ts); not trimmed, a space may belong to it. */
export const password = () =>
  z.string().refine((value) => passwordProblem(value) === null, `must have at least ${MIN_PASSWORD_LENGTH} characters`);

export const smtpUrl = () =>
  text().refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    return (url?.protocol === 'smtp:' || url?.protocol === 'smtps:') && url.hostname !== '';
  }, 'must be a URL such as smtp://user:password@mail.example.de:587 or smtps://…:465');
