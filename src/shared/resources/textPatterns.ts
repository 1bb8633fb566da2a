/**
 * Patterns of the declarations' text formats, shared by the server's validation, the inquiry form
 * and the Firebase sign-in (no zod here, so the visitor's form does not load it). Every regular
 * expression in src/ and server/ must be free of super-linear backtracking (scripts/redos), and
 * validators test the length before any pattern (docs/security.md, "Regular expressions").
 */

/** An address with a dot in the domain and at least two characters after the last one; each label non-empty, so the domain splits in one way only. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
export const EMAIL_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
/** At most 254 characters (RFC 5321), checked before the pattern. */
export const isEmailAddress = (value: string) => value.length > 0 && value.length <= 254 && EMAIL_PATTERN.test(value);

export const PHONE_PATTERN = /^\+?[0-9 ()/–-]{5,30}$/;
