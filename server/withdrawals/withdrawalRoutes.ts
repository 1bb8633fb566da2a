import type { FastifyInstance } from 'fastify';
import { INQUIRY_PARAM, WITHDRAWAL_PAGE_PATH, type WithdrawalOutcome } from '../../src/shared/withdrawal/withdrawal';
import type { SubmitWithdrawal } from './withdrawalService';

/** What the rate limit of visitors' writes counts here: every posted statement. */
export const withdrawalWriteLimits = [{ path: WITHDRAWAL_PAGE_PATH }];

const FORM_BODY_LIMIT = 8 * 1024;
export const WITHDRAWAL_UNAVAILABLE =
  'Ihr Widerruf konnte hier gerade nicht entgegengenommen werden. Bitte erklären Sie ihn per E-Mail oder Brief an die unten genannte Adresse.';

/** The first value of each posted field (a repeated name counts once). */
function fieldsOf(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
}

/**
 * POST /vertrag-widerrufen: the withdrawal form, a plain form with or without JavaScript, answered with its page
 * rendered again (the receipt, or the form with what is wrong). `submit` is null where the backend cannot store a
 * withdrawal (Firebase mode without the server's account): the page then names the other ways.
 */
export default async function withdrawalRoutes(app: FastifyInstance, { submit }: { submit: SubmitWithdrawal | null }) {
  if (!submit) app.log.warn('online withdrawals are not taken: the backend cannot store them (docs/withdrawal.md)');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, fieldsOf(String(body))),
  );
  app.post(WITHDRAWAL_PAGE_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    // Only the form's strings: a JSON body with other values is treated as empty fields.
    const body = request.body && typeof request.body === 'object' ? Object.entries(request.body as Record<string, unknown>) : [];
    const fields = Object.fromEntries(body.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
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
