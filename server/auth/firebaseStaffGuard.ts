import type { preHandlerAsyncHookHandler } from 'fastify';
import { roleOf } from '../../src/shared/auth/rolePolicy';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { STAFF_COLLECTION } from '../../src/shared/firebase/staffList';
import { SIGN_IN_REQUIRED } from './authPlugin';
import { InvalidIdTokenError, type VerifyIdToken } from './firebaseStaffToken';

export const SESSION_INVALID = 'Ihre Anmeldung ist abgelaufen oder ungültig. Bitte laden Sie die Seite neu oder melden Sie sich erneut an.';
export const NOT_STAFF = 'Ihr Zugang ist nicht für das Dashboard freigeschaltet.';
export const SERVER_ACCOUNT_MISSING =
  'Dem Server fehlt sein eigenes Firebase-Konto (FIREBASE_MAIL_ACCOUNT und FIREBASE_MAIL_PASSWORD); ohne es kann er Ihre Berechtigung nicht prüfen. Bitte wenden Sie sich an die Administration Ihrer Website (docs/mail.md).';

export interface FirebaseStaffGuardOptions {
  verify: VerifyIdToken;
  /**
   * Firestore signed in as the server's account, which firestore.rules let `get` a staff/{uid} entry (isMailSender());
   * null without FIREBASE_MAIL_ACCOUNT: with a visitor's rights the server cannot tell staff from anyone.
   */
  staffList: Pick<FirestorePort, 'get'> | null;
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

/**
 * preHandler of the staff routes in Firebase mode: the dashboard sends `Authorization: Bearer <ID token>` from Firebase
 * Authentication; the token must be valid (firebaseStaffToken.ts) and its user entered in the staff list. Nothing here
 * reads a cookie, so no other site can make a browser send such a request: there is no CSRF to check.
 */
export function firebaseStaffGuard({ verify, staffList }: FirebaseStaffGuardOptions): preHandlerAsyncHookHandler {
  return async function requireFirebaseStaff(request, reply) {
    // What staff routes answer is nobody's to keep, whoever asks.
    reply.header('Cache-Control', 'no-store');
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: SIGN_IN_REQUIRED });
    let uid: string;
    let email: string | null;
    try {
      ({ uid, email } = await verify(token));
    } catch (error) {
      if (!(error instanceof InvalidIdTokenError)) throw error;
      request.log.info({ reason: error.message }, 'Firebase ID token refused');
      return reply.code(401).header('WWW-Authenticate', 'Bearer error="invalid_token"').send({ message: SESSION_INVALID });
    }
    if (!staffList) return reply.code(503).send({ message: SERVER_ACCOUNT_MISSING });
    const entry = await staffList.get(STAFF_COLLECTION, uid);
    if (!entry) return reply.code(403).send({ message: NOT_STAFF });
    // The role of staff/{uid}.role for the role matrix (server/auth/roleGuard.ts), as request.staff in the embedded backend.
    const { role, name } = entry.data as { role?: unknown; name?: unknown };
    request.staff = { id: uid, email: email ?? '', name: typeof name === 'string' ? name : null, role: roleOf(role) };
  };
}
