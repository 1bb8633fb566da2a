import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function ReferencesPage() {
  return (
    <PageIntro title="Erfolgreich vermittelte Immobilien">
      Eine Auswahl der Wohnungen und Häuser, die wir in Köln verkauft und vermietet haben.
    </PageIntro>
  );
}

export const referencesPage: PageModule = {
  Component: ReferencesPage,
  meta: () => ({ title: 'Referenzen', description: 'Eine Auswahl der Wohnungen und Häuser, die wir in Köln verkauft und vermietet haben.' }),
};
