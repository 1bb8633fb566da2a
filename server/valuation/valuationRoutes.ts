import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  formOf,
  funnelSteps,
  moveFromForm,
  stepsFor,
  stepFields,
  type AnswerName,
  type FunnelErrors,
  type ValuationAnswers,
} from '../../src/shared/valuation/funnel';
import { resultOf, VALUATION_API_PATH, VALUATION_PAGE_PATH, type FunnelOutcome } from '../../src/shared/valuation/funnelOutcome';
import { HONEYPOT_FIELD } from '../content/visitorWrites';
import { acceptFormPosts } from '../http/formBody';
import type { SubmitValuation } from './valuationService';

/** What the rate limit of visitors' writes counts here: every finished request, none of the steps before. */
export const valuationWriteLimits = [
  { path: VALUATION_API_PATH },
  {
    path: VALUATION_PAGE_PATH,
    counts: (request: FastifyRequest) => {
      const form = formOf(request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
      return form.get('schritt') === funnelSteps[funnelSteps.length - 1].id && form.get('aktion') !== 'zurueck';
    },
  },
];

export interface ValuationRoutesOptions {
  submit: SubmitValuation;
  now?: () => number;
  /** Only with the pages plugin (not in API-only tests): the funnel posted without JavaScript. */
  withPage?: boolean;
}

const FORM_BODY_LIMIT = 32 * 1024;

/** The step that shows the first field the server refused; the contact step for anything else. */
function stepOfErrors(answers: ValuationAnswers, errors: FunnelErrors) {
  const names = Object.keys(errors) as AnswerName[];
  return (
    stepsFor(answers.objectType).find((step) => stepFields(step, answers.objectType).some((field) => names.includes(field)))?.id ??
    funnelSteps[funnelSteps.length - 1].id
  );
}

/**
 * POST /api/valuations (the page's script, JSON) and POST /immobilienbewertung (the same funnel as a plain form,
 * one step per post, the earlier answers in hidden fields; the page is rendered again with the next step or the
 * result). Both end in the one valuationService; the rate limit of visitors' writes counts the finished requests.
 */
export default async function valuationRoutes(app: FastifyInstance, { submit, now = Date.now, withPage = true }: ValuationRoutesOptions) {
  app.post(VALUATION_API_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const outcome = await submit(request.body, request);
    if (outcome.outcome === 'bot') return reply.code(201).send({ id: 'danke', estimate: null });
    if (outcome.outcome === 'refused') return reply.code(outcome.status).send({ message: outcome.message, errors: outcome.errors });
    return reply.code(201).send({ id: outcome.id, estimate: outcome.estimate });
  });

  if (!withPage) return;
  acceptFormPosts(app, FORM_BODY_LIMIT);
  app.post(VALUATION_PAGE_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const state = moveFromForm(formOf(fields), new Date(now()).getFullYear());
    if (state.kind === 'step') return app.renderPosted(request, reply, state satisfies FunnelOutcome);
    const trap = formOf(fields).get(HONEYPOT_FIELD);
    const outcome = await submit({ ...state.answers, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' }, request);
    let answer: FunnelOutcome;
    if (outcome.outcome === 'stored') answer = { kind: 'result', result: resultOf(state.answers, outcome.estimate) };
    else if (outcome.outcome === 'bot') answer = { kind: 'result', result: resultOf(state.answers, null) };
    else {
      answer = {
        kind: 'step',
        step: stepOfErrors(state.answers, outcome.errors),
        answers: state.answers,
        errors: outcome.errors,
        notice: outcome.message,
      };
    }
    return app.renderPosted(request, reply, answer);
  });
}
