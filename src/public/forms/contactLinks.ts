import { routePath } from '../../shared/routes/routeTable';

/** Where the free valuation is requested: the valuation funnel with its instant estimate. */
export const VALUATION_PATH = routePath('immobilienbewertung');
export const contactWithTopic = (topic: string) => `${routePath('kontakt')}?anliegen=${topic}#anfrage`;
