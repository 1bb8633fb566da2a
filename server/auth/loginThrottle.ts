import { createHash } from 'node:crypto';

/**
 * Password guessing is slowed down by counting failed sign-ins only (docs/security.md "Sign-in throttling" has
 * the reasoning). Within the last 15 minutes:
 * - an address with `addressLimit` failures, on whatever accounts, is refused until the oldest of them is 15 minutes old;
 * - an address with PAIR_LIMIT failures on one account is refused for that account, likewise;
 * - an account with DELAY_AFTER failures from all addresses together is never locked, but every further attempt
 *   on it waits first: 1 s, doubling with each failure, at most MAX_DELAY_MS. The wait is promised to the address
 *   that asked, so other addresses' guesses meanwhile cannot push a waiting owner back.
 * The right password forgives its address the failures on that account. All of it lives in this process's memory.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const PAIR_LIMIT = 5;
export const DELAY_AFTER = 5;
const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 60 * 1000;
/** More failures of one account than this change nothing (the delay is at its cap long before). */
const KEEP_PER_ACCOUNT = 32;
/** Keys kept per table; beyond it the least recently touched are forgotten, so memory stays bounded. */
const MAX_TRACKED = 50_000;

export function accountDelay(failures: number): number {
  if (failures < DELAY_AFTER) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - DELAY_AFTER, 30), MAX_DELAY_MS);
}

/** Insertion order is recency: touching a key moves it to the end, and the first key is the one to forget. */
function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_TRACKED) map.delete(map.keys().next().value!);
}

/** A failed sign-in as one side sees it: an address notes the account, an account notes the address. */
interface Failure {
  at: number;
  other: string;
}

/** The recent failures per key, oldest first, at most `keep` of them. */
class FailureLog {
  private readonly lists = new Map<string, Failure[]>();

  constructor(private readonly keep: number) {}

  recent(key: string, since: number): Failure[] {
    return (this.lists.get(key) ?? []).filter((failure) => failure.at > since);
  }

  add(key: string, failure: Failure, since: number) {
    remember(this.lists, key, [...this.recent(key, since), failure].slice(-this.keep));
  }

  forgive(key: string, other: string) {
    const list = this.lists.get(key);
    if (list)
      this.lists.set(
        key,
        list.filter((failure) => failure.other !== other),
      );
  }
}

/** An attack on one account as reported: its recent failures, from how many client addresses, since when. */
export interface AccountAttack {
  failures: number;
  addresses: number;
  since: number;
  /** Set when the failures were wrong codes of the second step (secondFactorThrottle.ts): how long that step is locked. */
  codeLockMs?: number;
}

export interface LoginAttempt {
  /** The password was right: the address's failures on this account (this attempt included) no longer count. */
  succeeded(): void;
  /** The password was wrong. Returns the account's failures when they just became an attack worth reporting. */
  failed(): AccountAttack | null;
}

/** Either the attempt may check its password, or the client must wait this long first. */
export type LoginGate = { attempt: LoginAttempt } | { retryAfterMs: number };

export interface LoginThrottleOptions {
  /** Failures one address may have in the window, whatever the accounts (LOGIN_ATTEMPTS). */
  addressLimit: number;
  now: () => number;
}

export function createLoginThrottle({ addressLimit, now }: LoginThrottleOptions) {
  const byAddress = new FailureLog(addressLimit);
  const byAccount = new FailureLog(KEEP_PER_ACCOUNT);
  /** When an address may try an account that is being slowed down. */
  const turns = new Map<string, number>();
  /** When an attack on an account was last reported. */
  const reported = new Map<string, number>();

  /** How long until the `limit`-th newest of these failures leaves the window; 0 when there are fewer. */
  const waitFor = (failures: Failure[], limit: number, time: number) =>
    failures.length < limit ? 0 : failures[failures.length - limit].at + WINDOW_MS - time;

  /** Waiting time of an address that reached its own limit; 0 when it may go on. Also for forms not yet parsed. */
  function addressWait(address: string): number {
    const time = now();
    return waitFor(byAddress.recent(address, time - WINDOW_MS), addressLimit, time);
  }

  /** Decides whether a sign-in for `email` from `address` may check its password now. */
  function begin(email: string, address: string): LoginGate {
    const time = now();
    const since = time - WINDOW_MS;
    // A hash keeps the tables small whatever length of e-mail address a client sends.
    const account = createHash('sha256').update(email).digest('base64url');
    const fromAddress = byAddress.recent(address, since);
    const onThisAccount = fromAddress.filter((failure) => failure.other === account);
    const refused = Math.max(waitFor(fromAddress, addressLimit, time), waitFor(onThisAccount, PAIR_LIMIT, time));
    if (refused > 0) return { retryAfterMs: refused };

    const delay = accountDelay(byAccount.recent(account, since).length);
    if (delay > 0) {
      const pair = `${account} ${address}`;
      const turn = turns.get(pair);
      if (turn === undefined || turn <= since) {
        remember(turns, pair, time + delay);
        return { retryAfterMs: delay };
      }
      if (turn > time) return { retryAfterMs: turn - time };
      turns.delete(pair);
    }

    // Counted as failures before the password is checked, so parallel requests cannot all slip under a limit.
    byAddress.add(address, { at: time, other: account }, since);
    byAccount.add(account, { at: time, other: address }, since);
    return {
      attempt: {
        succeeded() {
          byAddress.forgive(address, account);
          byAccount.forgive(account, address);
        },
        failed() {
          const failures = byAccount.recent(account, since);
          const last = reported.get(account);
          if (failures.length < DELAY_AFTER || (last !== undefined && last > since)) return null;
          remember(reported, account, time);
          return { failures: failures.length, addresses: new Set(failures.map((failure) => failure.other)).size, since: failures[0].at };
        },
      },
    };
  }

  return { addressWait, begin };
}
