import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function ReferencePage() {
  return (
    <PageIntro title="Referenzobjekt">
      Wie wir diese Immobilie vermarktet und vermittelt haben.
    </PageIntro>
  );
}

export const referencePage: PageModule = {
  Component: ReferencePage,
  meta: () => ({ title: 'Referenz', description: 'Wie wir diese Immobilie vermarktet und vermittelt haben.' }),
};
