import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function ContactPage() {
  return (
    <PageIntro title="Kontakt">
      Schreiben Sie uns oder rufen Sie an – wir melden uns innerhalb eines Werktages bei Ihnen.
    </PageIntro>
  );
}

export const contactPage: PageModule = {
  Component: ContactPage,
  meta: () => ({ title: 'Kontakt', description: 'Schreiben Sie uns oder rufen Sie an – wir melden uns innerhalb eines Werktages bei Ihnen.' }),
};
