import type { StaticHandlerContext } from 'react-router';
import type { RouteName } from '../shared/routes/routeTable';
import type { RenderOptions } from '../shared/ssr/renderContract';

/**
 * When src/app/boot.ts starts a page's code. A content page's HTML is complete, styled and navigable
 * without it, so its code starts on the visitor's first interaction (a tap, a key, the mouse over the
 * page): a visitor who only reads never pays for starting the app on a slow phone (docs/performance.md).
 * The pages below need their code at once.
 */
export type StartMode = 'load' | 'interaction';

/** The attribute of the app-data element that carries the mode; boot.ts reads it by this name. */
export const START_MODE_ATTRIBUTE = 'data-start';

const PAGES_STARTED_AT_LOAD = new Set<string>([
  // A password, a reset or invitation link, or a search request's link is read and acted on at once.
  'login',
  'suchauftrag',
  // The funnel's buttons ("Weiter", "Zurück") submit one form; a submission held before the code ran loses which.
  'immobilienbewertung',
  // The demand figures of the search requests load in the browser.
  'leistungen-verkauf',
  'leistungen-vermietung',
] satisfies RouteName[]);

export function startMode(context: StaticHandlerContext, options: RenderOptions, clientRendered: boolean): StartMode {
  const page = context.matches[context.matches.length - 1]?.route.id;
  const atLoad =
    clientRendered ||
    options.preview === true ||
    // The outcome of a form posted without the code: its focus and follow-up steps belong to the code.
    options.actionData !== undefined ||
    // A visitor who allowed statistics is counted at load (useConsentedAnalytics).
    options.consent === 'granted' ||
    (page !== undefined && PAGES_STARTED_AT_LOAD.has(page));
  return atLoad ? 'load' : 'interaction';
}
