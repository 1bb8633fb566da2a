import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// The length rule is shared with the browser (Firebase mode's invitation form).
export { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, passwordProblem } from '../../src/shared/auth/passwordRules';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const COSTS = {
  // About 50–100 ms per hash on the project's machines: slow for guessing, fast enough for a login.
  production: { N: 2 ** 15, r: 8, p: 1 },
  // About 1 ms: the auth-heavy tests sign in hundreds of times, and two cores spent seconds on scrypt alone.
  low: { N: 2 ** 10, r: 8, p: 1 },
} satisfies Record<string, ScryptParams>;

/** The cost of new hashes; verifying reads the cost from the hash itself, so hashes of either cost stay valid. */
let current: ScryptParams = COSTS.production;

/**
 * Lets tests hash at a low cost (test-support/server/lowPasswordCost.ts, a Vitest setup file) and go back to production's
 * where they measure scrypt itself. A function, not a setting: nothing an operator can set weakens the server's
 * hashes, and no production code calls it.
 */
export function setPasswordCostForTests(cost: keyof typeof COSTS): void {
  current = COSTS[cost];
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// A stored hash is trusted input, but an absurd cost would still stall the thread pool; refuse it.
const MAX_N = 2 ** 17;

/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly too small for N=2^15, r=8. */
const maxmem = ({ N, r, p }: ScryptParams) => 128 * N * r * p + 32 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: maxmem(params) };
  return new Promise((resolve, reject) => {
    // The async variant runs in libuv's pool, so a login never blocks other requests.
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so raising the cost later keeps old hashes valid. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, current, KEY_LENGTH);
  const { N, r, p } = current;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 16 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  if (!valid) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** False for a wrong password and for a stored value that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(key, parsed.hash);
}

/** True when the hash was made with weaker parameters than today's; the login then stores a fresh one. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < current.N || parsed.params.r < current.r || parsed.hash.length < KEY_LENGTH;
}

/** A random password for generated accounts: 24 characters of base64url, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
