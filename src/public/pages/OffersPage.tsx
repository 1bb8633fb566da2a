import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function OffersPage() {
  return (
    <PageIntro title="Aktuelle Immobilienangebote in Köln">
      Wohnungen und Häuser zum Kauf und zur Miete – von Lindenthal bis Rodenkirchen, sorgfältig geprüft und ausführlich beschrieben.
    </PageIntro>
  );
}

export const offersPage: PageModule = {
  Component: OffersPage,
  meta: () => ({ title: 'Angebote', description: 'Wohnungen und Häuser zum Kauf und zur Miete – von Lindenthal bis Rodenkirchen, sorgfältig geprüft und ausführlich beschrieben.' }),
};
