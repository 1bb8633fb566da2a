import { PageIntro } from '../components/PageIntro';
import type { PageModule } from './pageModule';

function RentalServicePage() {
  return (
    <PageIntro eyebrow="Leistungen" title="Immobilie vermieten in Köln">
      Wir finden zuverlässige Mieterinnen und Mieter für Ihre Wohnung – mit geprüften Unterlagen und rechtssicherem Mietvertrag.
    </PageIntro>
  );
}

export const rentalServicePage: PageModule = {
  Component: RentalServicePage,
  meta: () => ({ title: 'Immobilie vermieten', description: 'Wir finden zuverlässige Mieterinnen und Mieter für Ihre Wohnung – mit geprüften Unterlagen und rechtssicherem Mietvertrag.' }),
};
