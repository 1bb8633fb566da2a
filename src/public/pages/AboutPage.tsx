import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function AboutPage() {
  return (
    <PageIntro title="Über uns">
      Seit vielen Jahren vermitteln wir Immobilien in Köln – mit Marktkenntnis, Diskretion und einem offenen Ohr für Ihre Pläne.
    </PageIntro>
  );
}

export const aboutPage: PageModule = {
  Component: AboutPage,
  meta: () => ({ title: 'Über uns', description: 'Seit vielen Jahren vermitteln wir Immobilien in Köln – mit Marktkenntnis, Diskretion und einem offenen Ohr für Ihre Pläne.' }),
};
