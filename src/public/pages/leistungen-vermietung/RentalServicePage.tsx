import { crumbs } from '../../breadcrumbs/crumbs';
import { ServiceLayout, type ServiceContent } from '../../services/ServiceLayout';
import { contactWithTopic } from '../../forms/contactLinks';
import { DemandFigures } from '../../searchAlerts/DemandFigures';

const content: ServiceContent = {
  crumbs: [crumbs.rental],
  title: 'Immobilie vermieten in Köln',
  lead: 'Wir finden zuverlässige Mieterinnen und Mieter für Ihre Wohnung oder Ihr Haus – mit geprüften Unterlagen, sorgfältig geführten Besichtigungen und einem rechtssicheren Mietvertrag.',
  stepsTitle: 'So vermieten wir Ihre Immobilie',
  steps: [
    { title: 'Mietpreis ermitteln', text: 'Wir ermitteln die erzielbare Miete unter Beachtung des Kölner Mietspiegels und der Mietpreisbremse.' },
    { title: 'Anzeige mit allen Pflichtangaben', text: 'Fotos, Grundriss, Energiekennwerte und Nebenkosten: Ihre Anzeige ist vollständig und entspricht den gesetzlichen Vorgaben.' },
    { title: 'Vorauswahl der Interessenten', text: 'Wir sichten die Anfragen, prüfen Selbstauskunft, Einkommensnachweise und Mietschuldenfreiheit und stellen Ihnen eine Auswahl vor.' },
    { title: 'Besichtigungen', text: 'Wir zeigen die Wohnung in gebündelten Terminen – Sie müssen nicht vor Ort sein.' },
    { title: 'Mietvertrag', text: 'Wir bereiten einen aktuellen, rechtssicheren Mietvertrag vor und stimmen ihn mit Ihnen ab.' },
    { title: 'Übergabe', text: 'Bei der Wohnungsübergabe erstellen wir ein ausführliches Protokoll mit Fotos und Zählerständen.' },
  ],
  benefitsTitle: 'Ihre Vorteile bei der Vermietung',
  benefits: [
    { title: 'Geprüfte Mieter', text: 'Bonität, Einkommen und Vorvermieterbescheinigung prüfen wir, bevor Sie sich entscheiden.' },
    { title: 'Weniger Aufwand', text: 'Telefonate, E-Mails und Besichtigungen übernehmen wir – Sie entscheiden nur noch.' },
    { title: 'Rechtssicher', text: 'Von der Mietpreisbremse bis zur Energieausweispflicht: Wir kennen die Regeln und halten sie ein.' },
    { title: 'Schnelle Wiedervermietung', text: 'Durch vorgemerkte Mietinteressenten vermeiden wir Leerstand so gut es geht.' },
    { title: 'Klare Kosten', text: 'Nach dem Bestellerprinzip trägt der Auftraggeber die Provision – Sie kennen sie vorab.' },
    { title: 'Ortskenntnis', text: 'Wir vermieten seit Jahren in Lindenthal, Sülz, Ehrenfeld, Nippes und der Kölner Innenstadt.' },
  ],
  cta: {
    title: 'Sie möchten Ihre Wohnung vermieten?',
    text: 'Erzählen Sie uns von Ihrer Immobilie. Wir melden uns innerhalb eines Werktages mit einer Einschätzung der erzielbaren Miete.',
    label: 'Vermietung anfragen',
    to: contactWithTopic('vermietung'),
  },
};

function RentalServicePage() {
  return (
    <ServiceLayout content={content} service="vermietung">
      <DemandFigures marketingType="miete" />
    </ServiceLayout>
  );
}

export default RentalServicePage;
