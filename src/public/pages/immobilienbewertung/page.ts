import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { agencyQuery } from '../../data/agency';
import { publicRecordQuery } from '../../data/publicQueries';
import { sitePage } from '../sitePage';
import ValuationPage from './ValuationPage';

/** The valuation funnel; its result names the agency's valuer, loaded up front for the page posted without JavaScript. */
export const page = sitePage({
  Component: ValuationPage,
  loader: async ({ context: { cache, data } }) => {
    const agency = await cache.ensure(agencyQuery(data));
    if (agency?.valuationContact) await cache.ensure(publicRecordQuery(data, 'team', agency.valuationContact));
  },
  meta: () => ({
    title: 'Kostenlose Immobilienbewertung in Köln',
    description: 'Was ist Ihre Immobilie in Köln wert? Kostenlose Online-Bewertung: sofort eine Preisspanne aus unseren Verkäufen oder Kölner Marktdaten, auf Wunsch vor Ort.',
    structuredData: breadcrumbData([crumbs.sales, crumbs.valuation]),
  }),
});
