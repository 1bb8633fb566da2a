import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/database';

/** What the authenticator app shows above the codes. */
export const TOTP_ISSUER = 'Rheinkontor Immobilien';
export const RECOVERY_CODE_COUNT = 10;

/** A refusal the person at the keyboard can act on; the message is German. */
export class TotpError extends Error {}

interface TotpRow {
  secret: string;
  confirmed_at: number | null;
  last_step: number | null;
}

const totpRow = (db: Db, userId: string) =>
  db.prepare('SELECT secret, confirmed_at, last_step FROM user_totp WHERE user_id = ?').get(userId) as TotpRow | undefined;

/** RFC 6238 defaults (SHA-1, 6 digits, 30 s): the parameters every authenticator app understands. */
const totpFor = (secret: string, label = '') => new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret) });

export function hasTotp(db: Db, userId: string): boolean {
  return Boolean(totpRow(db, userId)?.confirmed_at);
}

export function totpStatus(db: Db, userId: string): { enabled: boolean; recoveryCodesLeft: number } {
  const left = db.prepare('SELECT count(*) FROM totp_recovery_codes WHERE user_id = ? AND used_at IS NULL').pluck().get(userId) as number;
  return { enabled: hasTotp(db, userId), recoveryCodesLeft: left };
}

/**
 * A new secret waiting for its first code (a previous unconfirmed one is replaced: the QR code shown last is the one
 * that counts). Refused while two factors are on: a second secret would silently replace the app's.
 */
export function startEnrolment(db: Db, user: { id: string; email: string }, now = Date.now()): { secret: string; uri: string } {
  if (hasTotp(db, user.id)) throw new TotpError('Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.');
  const secret = new Secret({ size: 20 }).base32;
  db.prepare(
    `INSERT INTO user_totp (user_id, secret, created_at, confirmed_at, last_step) VALUES (?, ?, ?, NULL, NULL)
     ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at, last_step = NULL`,
  ).run(user.id, secret, now);
  return { secret, uri: totpFor(secret, user.email).toString() };
}

/**
 * A six-digit code of the account's secret, within one time step either side (clocks drift); each step is accepted once
 * (the conditional update makes two parallel requests with the same code succeed at most once).
 */
function acceptTotpCode(db: Db, userId: string, row: TotpRow, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = totpFor(row.secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now }) + delta;
  return (
    db.prepare('UPDATE user_totp SET last_step = ? WHERE user_id = ? AND (last_step IS NULL OR last_step < ?)').run(step, userId, step)
      .changes === 1
  );
}

const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('base64url');
/** Codes are typed by hand: spaces, hyphens and lower case do not matter. */
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Ten fresh codes of 80 random bits each (so SHA-256 is enough to store them), shown once; the old ones end. */
export function newRecoveryCodes(db: Db, userId: string, now = Date.now()): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => new Secret({ size: 10 }).base32.match(/.{4}/g)!.join('-'));
  db.transaction(() => {
    db.prepare('DELETE FROM totp_recovery_codes WHERE user_id = ?').run(userId);
    const insert = db.prepare('INSERT INTO totp_recovery_codes (code_hash, user_id, created_at) VALUES (?, ?, ?)');
    for (const code of codes) insert.run(hashRecoveryCode(normaliseRecoveryCode(code)), userId, now);
  })();
  return codes;
}

/** The first code from the app turns two factors on; the answer is the recovery codes, shown this once. */
export function confirmEnrolment(db: Db, userId: string, code: string, now = Date.now()): string[] {
  const row = totpRow(db, userId);
  if (!row || row.confirmed_at) throw new TotpError('Bitte starten Sie die Einrichtung erneut.');
  if (!acceptTotpCode(db, userId, row, code.trim(), now))
    throw new TotpError('Der Code ist nicht richtig. Bitte geben Sie den aktuellen Code aus Ihrer App ein.');
  return db.transaction(() => {
    db.prepare('UPDATE user_totp SET confirmed_at = ? WHERE user_id = ?').run(now, userId);
    return newRecoveryCodes(db, userId, now);
  })();
}

/** The second factor: a current app code, or a recovery code not used before (then it is used up). */
export function verifySecondFactor(db: Db, userId: string, code: string, now = Date.now()): boolean {
  const row = totpRow(db, userId);
  if (!row?.confirmed_at) return false;
  const entered = code.trim();
  if (/^\d{6}$/.test(entered)) return acceptTotpCode(db, userId, row, entered, now);
  const hash = hashRecoveryCode(normaliseRecoveryCode(entered));
  return (
    db.prepare('UPDATE totp_recovery_codes SET used_at = ? WHERE code_hash = ? AND user_id = ? AND used_at IS NULL').run(now, hash, userId)
      .changes === 1
  );
}

export function disableTotp(db: Db, userId: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM user_totp WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM totp_recovery_codes WHERE user_id = ?').run(userId);
  })();
}
