import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function TeamPage() {
  return (
    <PageIntro title="Unser Team">
      Lernen Sie die Menschen kennen, die Ihre Immobilie in Köln mit Sorgfalt und Erfahrung vermitteln.
    </PageIntro>
  );
}

export const teamPage: PageModule = {
  Component: TeamPage,
  meta: () => ({ title: 'Unser Team', description: 'Lernen Sie die Menschen kennen, die Ihre Immobilie in Köln mit Sorgfalt und Erfahrung vermitteln.' }),
};
