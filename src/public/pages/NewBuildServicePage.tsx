import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function NewBuildServicePage() {
  return (
    <PageIntro eyebrow="Leistungen" title="Neubauprojekte in Köln">
      Wir vermarkten Neubauprojekte für Bauträger und Projektentwickler – vom ersten Vertriebskonzept bis zur Übergabe.
    </PageIntro>
  );
}

export const newBuildServicePage: PageModule = {
  Component: NewBuildServicePage,
  meta: () => ({ title: 'Neubauprojekte', description: 'Wir vermarkten Neubauprojekte für Bauträger und Projektentwickler – vom ersten Vertriebskonzept bis zur Übergabe.' }),
};
