import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** The public keys Firebase Authentication signs ID tokens with, as a JWK set (rotated by Google). */
const FIREBASE_TOKEN_KEYS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** How far the server's clock may be off from Google's. */
const CLOCK_TOLERANCE_SECONDS = 10;
/** An ID token lives an hour. Given a maximum age, jose also checks that `iat` lies in the past. */
const MAX_TOKEN_AGE = '1h';

/**
 * jose's verdicts on the token itself. Anything else (Google's keys unreachable, a timeout) is not the token's fault
 * and is not answered as if it were: it stays an error of the server.
 */
const TOKEN_FAULTS = new Set([
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTExpired.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

/** Who signed in, as the token says; whether they are staff is for the staff list to say (firebaseStaffGuard.ts). */
export interface FirebaseIdentity {
  uid: string;
  email: string | null;
}

export type VerifyIdToken = (token: string) => Promise<FirebaseIdentity>;

/** The token is not a valid ID token of this project (forged, expired, another project's). */
export class InvalidIdTokenError extends Error {}

export interface IdTokenVerifierOptions {
  projectId: string;
  /** Google's keys by default (fetched on first use, cached and refreshed by jose); tests pass a local JWK set. */
  keys?: JWTVerifyGetKey;
  /**
   * host:port of the Auth emulator when the configuration names one (VITE_FIREBASE_AUTH_EMULATOR_HOST). Its tokens are
   * unsigned (`alg: none`), and like the Admin SDK in emulator mode the server then checks their claims alone. Never
   * without an emulator configured: an unsigned token is anyone's to write.
   */
  authEmulator?: string;
  now?: () => Date;
}

/**
 * Verifies a Firebase ID token without a service account, as Firebase documents it for third-party JWT libraries:
 * RS256 signed by one of Google's keys, issued by securetoken.google.com for this project (`iss`, `aud`), for a user
 * (`sub`), not expired, issued and signed in (`iat`, `auth_time`) in the past.
 */
export function idTokenVerifier({
  projectId,
  keys = createRemoteJWKSet(new URL(FIREBASE_TOKEN_KEYS_URL)),
  authEmulator,
  now,
}: IdTokenVerifierOptions): VerifyIdToken {
  const claims = () => ({
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    requiredClaims: ['sub', 'exp', 'iat', 'auth_time'],
    maxTokenAge: MAX_TOKEN_AGE,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(now ? { currentDate: now() } : {}),
  });
  const unsigned = (token: string) => {
    try {
      return decodeProtectedHeader(token).alg === 'none';
    } catch {
      return false;
    }
  };
  return async (token) => {
    let payload: JWTPayload;
    try {
      payload =
        authEmulator && unsigned(token)
          ? UnsecuredJWT.decode(token, claims()).payload
          : (await jwtVerify(token, keys, { ...claims(), algorithms: ['RS256'] })).payload;
    } catch (error) {
      if (error instanceof errors.JOSEError && TOKEN_FAULTS.has(error.code)) throw new InvalidIdTokenError(error.message);
      throw error;
    }
    const nowSeconds = (now?.() ?? new Date()).getTime() / 1000;
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidIdTokenError('"sub" is empty');
    if (typeof payload.auth_time !== 'number' || payload.auth_time > nowSeconds + CLOCK_TOLERANCE_SECONDS)
      throw new InvalidIdTokenError('"auth_time" is not in the past');
    return { uid: payload.sub, email: typeof payload.email === 'string' ? payload.email : null };
  };
}
