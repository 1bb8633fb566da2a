import type { AccountAttack } from './loginThrottle';

/**
 * Wrong codes of the second step (app or recovery codes), counted per account until a right code: a right password
 * forgives nothing here, since whoever reaches this step already has the password (docs/security.md "Guessing the
 * six digits"). Every PENDING_LIMIT wrong codes end the account's pending sign-ins (the password must be entered
 * again); LOCK_AFTER wrong codes lock the code step for FIRST_LOCK_MS, doubling with each further lock up to MAX_LOCK_MS.
 * Like the password throttle (loginThrottle.ts) it lives in this process's memory; one entry per account that ever
 * reached the code step, so it stays small.
 */
export const PENDING_LIMIT = 5;
export const LOCK_AFTER = 10;
export const FIRST_LOCK_MS = 15 * 60 * 1000;
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;

/** A lock as reported when it begins: for the log and the owner's notice. */
export type CodeLock = Required<AccountAttack>;

export interface CodeFailure {
  /** The pending sign-ins of the account are to end: the next try starts with the password. */
  endPending: boolean;
  /** Set when this wrong code locked the code step. */
  lock: CodeLock | null;
}

interface AccountCodes {
  /** Wrong codes since the last right code or the last lock. */
  wrong: number;
  first: number;
  addresses: Set<string>;
  /** Locks since the last right code: each doubles the next. */
  locks: number;
  lockedUntil: number;
}

export function createSecondFactorThrottle(now: () => number) {
  const accounts = new Map<string, AccountCodes>();

  return {
    /** How long the code step of the account stays locked; 0 when it is open. */
    lockedFor(userId: string): number {
      return Math.max(0, (accounts.get(userId)?.lockedUntil ?? 0) - now());
    },

    failed(userId: string, address: string): CodeFailure {
      const time = now();
      const entry = accounts.get(userId) ?? { wrong: 0, first: time, addresses: new Set<string>(), locks: 0, lockedUntil: 0 };
      if (entry.wrong === 0) entry.first = time;
      entry.wrong += 1;
      entry.addresses.add(address);
      accounts.set(userId, entry);
      const endPending = entry.wrong % PENDING_LIMIT === 0;
      if (entry.wrong < LOCK_AFTER) return { endPending, lock: null };

      const codeLockMs = Math.min(FIRST_LOCK_MS * 2 ** Math.min(entry.locks, 30), MAX_LOCK_MS);
      const lock = { failures: entry.wrong, addresses: entry.addresses.size, since: entry.first, codeLockMs };
      accounts.set(userId, { wrong: 0, first: time, addresses: new Set(), locks: entry.locks + 1, lockedUntil: time + codeLockMs });
      return { endPending: true, lock };
    },

    /** A right code: the account starts afresh. */
    succeeded(userId: string): void {
      accounts.delete(userId);
    },
  };
}
