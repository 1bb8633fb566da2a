import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mustEnrolTotp } from './twoFactorPolicy';

export const TWO_FACTOR_SETUP_REQUIRED =
  'Für Administratoren ist die Zwei-Faktor-Anmeldung verpflichtend. Bitte richten Sie sie unter „Mein Zugang“ ein.';

/**
 * What an admin may still do while the setting obliges them to set up two factors: sign out, see who they are, their own
 * sessions and password, and the enrolment itself (not the setting, or it could be switched off without a second factor).
 */
const ENROLMENT_ROUTES = /^\/api\/(auth\/|account\/(sessions|two-factor\/(setup|confirm)|two-factor$))/;

/** Refuses an admin's staff API requests with 403 until they have set up two factors, when the admin setting asks for it. */
async function twoFactorGate(app: FastifyInstance) {
  // After the auth plugin's onRequest hook, which has resolved request.staff for /api/ requests.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.staff || !mustEnrolTotp(app.db, request.staff)) return;
    // The route's pattern, so a percent-encoded path cannot pass for an enrolment route.
    if (ENROLMENT_ROUTES.test(request.routeOptions.url ?? request.url)) return;
    return reply.code(403).send({ message: TWO_FACTOR_SETUP_REQUIRED, twoFactorSetupRequired: true });
  });
}

export default fp(twoFactorGate, { name: 'two-factor-gate', dependencies: ['auth'] });
