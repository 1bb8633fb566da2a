import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function ImprintPage() {
  return (
    <PageIntro title="Impressum">
      Angaben gemäß § 5 DDG und § 34c GewO.
    </PageIntro>
  );
}

export const imprintPage: PageModule = {
  Component: ImprintPage,
  meta: () => ({
    title: 'Impressum',
    description: 'Impressum von Rheinkontor Immobilien: Anbieterkennzeichnung nach § 5 DDG und Angaben zur Maklererlaubnis nach § 34c GewO.',
  }),
};
