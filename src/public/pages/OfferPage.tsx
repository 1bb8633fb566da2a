import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function OfferPage() {
  return (
    <PageIntro title="Exposé">
      Alle Daten, Bilder und Energiekennwerte zu diesem Objekt auf einen Blick.
    </PageIntro>
  );
}

export const offerPage: PageModule = {
  Component: OfferPage,
  meta: () => ({ title: 'Exposé', description: 'Alle Daten, Bilder und Energiekennwerte zu diesem Objekt auf einen Blick.' }),
};
