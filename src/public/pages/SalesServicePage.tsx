import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function SalesServicePage() {
  return (
    <PageIntro eyebrow="Leistungen" title="Immobilie verkaufen in Köln">
      Von der fundierten Wertermittlung bis zum Notartermin begleiten wir Sie persönlich durch jeden Schritt des Verkaufs.
    </PageIntro>
  );
}

export const salesServicePage: PageModule = {
  Component: SalesServicePage,
  meta: () => ({ title: 'Immobilie verkaufen', description: 'Von der fundierten Wertermittlung bis zum Notartermin begleiten wir Sie persönlich durch jeden Schritt des Verkaufs.' }),
};
