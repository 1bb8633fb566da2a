import type { FastifyInstance } from 'fastify';
import { INQUIRY_PARAM, WITHDRAWAL_PAGE_PATH, type WithdrawalOutcome } from '../../src/shared/withdrawal/withdrawal';
import { acceptFormPosts } from '../http/formBody';
import type { SubmitWithdrawal } from './withdrawalService';

/** What the rate limit of visitors' writes counts here: every posted statement. */
export const withdrawalWriteLimits = [{ path: WITHDRAWAL_PAGE_PATH }];

const FORM_BODY_LIMIT = 8 * 1024;
export const WITHDRAWAL_UNAVAILABLE =
  'Ihr Widerruf konnte hier gerade nicht entgegengenommen werden. Bitte erklären Sie ihn per E-Mail oder Brief an die unten genannte Adresse.';

/** The first string of each field (a repeated name counts once); a JSON body's other values count as empty. */
function firstValues(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/**
 * POST /vertrag-widerrufen: the withdrawal form, a plain form with or without JavaScript, answered with its page
 * rendered again (the receipt, or the form with what is wrong). `submit` is null where the backend cannot store a
 * withdrawal (Firebase mode without the server's account): the page then names the other ways.
 */
export default async function withdrawalRoutes(app: FastifyInstance, { submit }: { submit: SubmitWithdrawal | null }) {
  if (!submit) app.log.warn('online withdrawals are not taken: the backend cannot store them (docs/withdrawal.md)');
  acceptFormPosts(app, FORM_BODY_LIMIT);
  app.post(WITHDRAWAL_PAGE_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const fields = firstValues(request.body);
    const outcome: WithdrawalOutcome = submit
      ? await submit(fields, request)
      : {
          kind: 'form',
          values: { name: fields.name, email: fields.email, contract: fields.contract, inquiry: fields[INQUIRY_PARAM] },
          errors: {},
          notice: WITHDRAWAL_UNAVAILABLE,
        };
    return app.renderPosted(request, reply, outcome);
  });
}
