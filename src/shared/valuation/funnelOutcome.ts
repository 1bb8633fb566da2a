import type { ValuationEstimate } from './estimate';
import type { FunnelErrors, StepId, ValuationAnswers } from './funnel';

/** The path of the funnel's page, where its form posts without JavaScript. */
export const VALUATION_PAGE_PATH = '/immobilienbewertung';
/** Where the page's script sends the finished request (JSON). */
export const VALUATION_API_PATH = '/api/valuations';

/** What the owner sees after sending: the estimate (null when the model had nothing to go on) and what it was for. */
export interface ValuationResult {
  estimate: ValuationEstimate | null;
  objectType: string;
  district: string;
  purpose: string;
}

/** The page's state after a move: a step (with the answers so far and what is wrong), or the result. */
export type FunnelOutcome =
  | {
      kind: 'step';
      step: StepId;
      answers: ValuationAnswers;
      errors: FunnelErrors;
      /** A problem not tied to a field (a full disk, say). */ notice?: string;
    }
  | { kind: 'result'; result: ValuationResult };

export const resultOf = (answers: ValuationAnswers, estimate: ValuationEstimate | null): ValuationResult => ({
  estimate,
  objectType: String(answers.objectType),
  district: String(answers.district),
  purpose: String(answers.purpose),
});
