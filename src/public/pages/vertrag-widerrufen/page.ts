import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { RECORD_ID_PATTERN } from '../../data/notFound';
import { CONTRACT_PARAM, INQUIRY_PARAM } from '../../../shared/withdrawal/withdrawal';
import { sitePage } from '../sitePage';
import WithdrawalPage from './WithdrawalPage';

/** The longest contract description a link may fill in; the field itself takes more. */
const CONTRACT_MAX = 300;

/** The withdrawal function (§ 356a BGB); the link of an inquiry's confirmation mail fills in the contract. */
export const page = sitePage({
  Component: WithdrawalPage,
  query: (params) => {
    const canonical = new URLSearchParams();
    const inquiry = params.get(INQUIRY_PARAM) ?? '';
    const contract = (params.get(CONTRACT_PARAM) ?? '').trim().slice(0, CONTRACT_MAX);
    if (RECORD_ID_PATTERN.test(inquiry)) canonical.set(INQUIRY_PARAM, inquiry);
    if (contract) canonical.set(CONTRACT_PARAM, contract);
    return canonical;
  },
  meta: () => ({
    title: 'Vertrag widerrufen',
    description: 'Widerrufen Sie einen online geschlossenen Maklervertrag mit Rheinkontor Immobilien, etwa nach einer Exposé-Anfrage – mit sofortiger Eingangsbestätigung per E-Mail.',
    structuredData: breadcrumbData([crumbs.withdrawal]),
  }),
});
