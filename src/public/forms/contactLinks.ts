import { routePath } from '../../shared/routes/routeTable';

/** Where the free valuation is requested: the contact form with that topic selected. */
export const VALUATION_PATH = `${routePath('kontakt')}?anliegen=bewertung#anfrage`;
export const contactWithTopic = (topic: string) => `${routePath('kontakt')}?anliegen=${topic}#anfrage`;
