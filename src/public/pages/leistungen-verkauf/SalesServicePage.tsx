import { crumbs } from '../../breadcrumbs/crumbs';
import { ServiceLayout, type ServiceContent } from '../../services/ServiceLayout';
import { VALUATION_PATH } from '../../forms/contactLinks';
import { DemandFigures } from '../../searchAlerts/DemandFigures';

const content: ServiceContent = {
  crumbs: [crumbs.sales],
  title: 'Immobilie verkaufen in Köln',
  lead: 'Von der fundierten Wertermittlung bis zum Notartermin begleiten wir Sie persönlich durch jeden Schritt des Verkaufs – mit einer festen Ansprechperson und klaren Absprachen.',
  stepsTitle: 'In sechs Schritten zum erfolgreichen Verkauf',
  steps: [
    { title: 'Kennenlernen und Bewertung', text: 'Wir besichtigen Ihre Immobilie, prüfen Lage, Zustand und Unterlagen und ermitteln den Marktwert anhand aktueller Kölner Vergleichsverkäufe.' },
    { title: 'Vermarktungsstrategie', text: 'Gemeinsam legen wir Angebotspreis, Zielgruppe und Zeitplan fest. Sie wissen jederzeit, was als Nächstes passiert.' },
    { title: 'Exposé und Präsentation', text: 'Professionelle Fotos, Grundrisse, ein aussagekräftiges Exposé und alle Pflichtangaben wie der Energieausweis – vollständig und rechtssicher.' },
    { title: 'Besichtigungen mit geprüften Interessenten', text: 'Wir prüfen Bonität und Finanzierung vorab und führen die Besichtigungen durch. Sie erhalten nach jedem Termin eine Rückmeldung.' },
    { title: 'Verhandlung und Notartermin', text: 'Wir verhandeln in Ihrem Sinne, koordinieren den Kaufvertragsentwurf mit dem Notariat und begleiten Sie zur Beurkundung.' },
    { title: 'Übergabe und danach', text: 'Zur Schlüsselübergabe erstellen wir ein Protokoll mit Zählerständen. Auch nach dem Verkauf bleiben wir für Sie erreichbar.' },
  ],
  benefitsTitle: 'Warum Eigentümer mit uns verkaufen',
  benefits: [
    { title: 'Marktgerechter Preis', text: 'Unsere Bewertung stützt sich auf echte Verkaufspreise in Ihrem Veedel – nicht auf Wunschvorstellungen.' },
    { title: 'Vorgemerkte Kaufinteressenten', text: 'Viele Objekte vermitteln wir an Suchkunden aus unserer Kartei, noch bevor sie auf Portalen erscheinen.' },
    { title: 'Diskret auf Wunsch', text: 'Sie möchten nicht, dass Nachbarn vom Verkauf erfahren? Dann vermarkten wir ohne öffentliche Anzeige.' },
    { title: 'Vollständige Unterlagen', text: 'Grundbuchauszug, Teilungserklärung, Energieausweis: Wir beschaffen fehlende Dokumente für Sie.' },
    { title: 'Transparente Provision', text: 'Bei Wohnungen und Einfamilienhäusern teilen sich Käufer und Verkäufer die Provision – klar geregelt im Maklervertrag.' },
    { title: 'Eine feste Ansprechperson', text: 'Vom ersten Gespräch bis zur Übergabe betreut Sie dieselbe Maklerin oder derselbe Makler.' },
  ],
  cta: {
    title: 'Wie viel ist Ihre Immobilie wert?',
    text: 'Fordern Sie Ihre kostenlose Immobilienbewertung an. Wir melden uns innerhalb eines Werktages und vereinbaren einen Termin vor Ort.',
    label: 'Kostenlose Bewertung anfragen',
    to: VALUATION_PATH,
  },
};

function SalesServicePage() {
  return (
    <ServiceLayout content={content} service="verkauf">
      <DemandFigures marketingType="kauf" />
    </ServiceLayout>
  );
}

export default SalesServicePage;
