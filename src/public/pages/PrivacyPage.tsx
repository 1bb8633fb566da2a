import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function PrivacyPage() {
  return (
    <PageIntro title="Datenschutzerklärung">
      Welche personenbezogenen Daten wir verarbeiten, wozu und welche Rechte Sie haben.
    </PageIntro>
  );
}

export const privacyPage: PageModule = {
  Component: PrivacyPage,
  meta: () => ({ title: 'Datenschutz', description: 'Welche personenbezogenen Daten wir verarbeiten, wozu und welche Rechte Sie haben.' }),
};
