import Typography from '../../ui/Typography';
import { offerPath } from '../../../shared/resources/propertyScopes';
import { crumbs } from '../../breadcrumbs/crumbs';
import { PropertyCard, PropertyGrid } from '../../listings/PropertyCard';
import { Section } from '../../sections/Section';
import { usePublicList } from '../../data/usePublicData';
import { ServiceLayout, type ServiceContent } from '../../services/ServiceLayout';
import { contactWithTopic } from '../../forms/contactLinks';
import { newBuildParams } from '../../data/pageQueries';
import type { ListingCard } from '../../listings/listingCard';


const content: ServiceContent = {
  crumbs: [crumbs.newBuild],
  title: 'Neubauprojekte in Köln',
  lead: 'Wir vermarkten Neubauprojekte für Bauträger und Projektentwickler – vom ersten Vertriebskonzept über die Musterwohnung bis zur Übergabe an die Käuferinnen und Käufer.',
  stepsTitle: 'Vertrieb von Anfang an',
  steps: [
    { title: 'Projektanalyse', text: 'Wir prüfen Lage, Wohnungsmix und Preisgefüge und geben eine ehrliche Einschätzung zur Nachfrage im Kölner Markt.' },
    { title: 'Vertriebskonzept', text: 'Zielgruppen, Preisliste, Zeitplan und Kanäle – abgestimmt auf Ihr Projekt und Ihre Finanzierung.' },
    { title: 'Präsentation', text: 'Visualisierungen, Projektwebsite, Baubeschreibung und Exposés für jede Einheit, vollständig mit Energiekennwerten.' },
    { title: 'Vertrieb und Reservierung', text: 'Wir beraten Interessenten, führen Reservierungen und stimmen die Kaufverträge mit Notariat und Finanzierern ab.' },
    { title: 'Begleitung bis zur Übergabe', text: 'Wir halten Käuferinnen und Käufer während der Bauzeit auf dem Laufenden und begleiten die Abnahme.' },
  ],
  benefitsTitle: 'Was Bauträger an uns schätzen',
  benefits: [
    { title: 'Vorvermarktung', text: 'Unsere Kartei vorgemerkter Käufer sorgt oft schon vor Baubeginn für erste Reservierungen.' },
    { title: 'Ein Ansprechpartner', text: 'Ein festes Projektteam, kurze Wege und regelmäßige Vertriebsberichte.' },
    { title: 'Marktkenntnis', text: 'Wir kennen Preise und Nachfrage in allen Kölner Veedeln – vom Mikroapartment bis zum Stadthaus.' },
  ],
  cta: {
    title: 'Sie planen ein Neubauprojekt?',
    text: 'Sprechen Sie mit uns über Ihr Vorhaben. Wir melden uns kurzfristig für ein unverbindliches Erstgespräch.',
    label: 'Projekt besprechen',
    to: contactWithTopic('verkauf'),
  },
};

function NewBuildOffers() {
  const offers = usePublicList<ListingCard>('properties', newBuildParams).data;
  return (
    <Section id="neubau-angebote" eyebrow="Aktuelle Neubauprojekte" title="Neubauwohnungen und -häuser im Angebot">
      {offers.length === 0 ? (
        <Typography>Derzeit sind alle Einheiten unserer Neubauprojekte reserviert oder verkauft. Gern informieren wir Sie über kommende Projekte.</Typography>
      ) : (
        <PropertyGrid>
          {offers.map((offer) => (
            <PropertyCard key={offer.id} listing={offer} to={offerPath(offer.id)} />
          ))}
        </PropertyGrid>
      )}
    </Section>
  );
}

function NewBuildServicePage() {
  return (
    <ServiceLayout content={content} service="neubau">
      <NewBuildOffers />
    </ServiceLayout>
  );
}

export default NewBuildServicePage;
