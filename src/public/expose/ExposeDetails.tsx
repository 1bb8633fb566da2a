import { offerPath } from '../../shared/resources/propertyScopes';
import type { PropertyRecord } from '../../shared/resources/properties';
import { PropertyCard, PropertyGrid } from '../listings/PropertyCard';
import { sanitizeRichText } from '../content/richText';
import { useAgency } from '../data/agency';
import { companyLabel } from '../../shared/brand/companyLabel';
import { usePublicList } from '../data/usePublicData';
import { InquiryForm } from '../forms/InquiryForm';
import type { TopicId } from '../forms/inquiryValidation';
import { addressOnRequest, districtName, placeName, streetLine } from '../../shared/listings/places';
import { similarOffersParams } from '../data/pageQueries';
import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { EnergyCertificate } from './EnergyCertificate';
import { brokerNote, buyerPaysNoCommission, commissionText, keyFacts, priceFacts, priceSectionTitle } from '../../shared/listings/exposeFacts';
import { ExposeSection, RichText } from './ExposeSection';
import { FactList } from './FactList';
import { FeatureList } from './FeatureList';
import type { ListingCard } from '../listings/listingCard';
import { ResponsiveImage } from '../images/ResponsiveImage';

/**
 * The exposé below its gallery and price box: facts, texts, energy certificate, floor plans and
 * the inquiry form, and the similar offers under the exposé. A first visit loads this code when
 * the visitor scrolls towards it or interacts with it (./deferredParts.ts).
 */
export function ExposeDetails({ listing, topic }: { listing: PropertyRecord; topic: TopicId }) {
  const agency = useAgency();
  const rental = listing.marketingType === 'miete';
  const agencyName = companyLabel(agency, 'Rheinkontor Immobilien');
  const address = streetLine(listing);
  return (
    <>
      <ExposeSection id="eckdaten" title="Eckdaten">
        <FactList facts={keyFacts(listing)} />
      </ExposeSection>
      <ExposeSection id="preise" title={priceSectionTitle(listing)}>
        <FactList facts={priceFacts(listing)} />
        <Typography sx={{ mt: 2.5 }} data-testid="commission">
          <strong>{commissionText(listing).label}:</strong> {commissionText(listing).text}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '0.95rem' }} data-testid="broker-note">
          {brokerNote(listing, agencyName)}
        </Typography>
      </ExposeSection>
      {listing.description && (
        <ExposeSection id="beschreibung" title="Objektbeschreibung">
          <RichText html={sanitizeRichText(listing.description)} />
        </ExposeSection>
      )}
      {(listing.features.length > 0 || listing.featuresDescription) && (
        <ExposeSection id="ausstattung" title="Ausstattung">
          {listing.features.length > 0 && <FeatureList features={listing.features} />}
          {listing.featuresDescription && (
            <Box sx={{ mt: listing.features.length ? 3 : 0 }}>
              <RichText html={sanitizeRichText(listing.featuresDescription)} />
            </Box>
          )}
        </ExposeSection>
      )}
      <ExposeSection id="lage" title="Lage">
        <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
          {address ? `${address}, ` : ''}
          {listing.postcode} {placeName(listing)}
          {!address && (
            <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', fontSize: '0.95rem' }}>
              {addressOnRequest}
            </Box>
          )}
        </Typography>
        {listing.locationDescription && <RichText html={sanitizeRichText(listing.locationDescription)} />}
      </ExposeSection>
      <ExposeSection id="energie" title="Energieausweis">
        <EnergyCertificate listing={listing} />
      </ExposeSection>
      {listing.floorPlans.length > 0 && (
        <ExposeSection id="grundriss" title={listing.floorPlans.length > 1 ? 'Grundrisse' : 'Grundriss'}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {listing.floorPlans.map((plan) => (
              <ResponsiveImage
                key={plan.src}
                image={plan}
                sizes="(min-width: 900px) 720px, 100vw"
                sx={{ maxWidth: 720, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
              />
            ))}
          </Box>
        </ExposeSection>
      )}
      {listing.otherInformation && (
        <ExposeSection id="sonstiges" title="Sonstiges">
          <RichText html={sanitizeRichText(listing.otherInformation)} />
        </ExposeSection>
      )}
      <Box
        component="section"
        id="anfrage"
        aria-labelledby="anfrage-titel"
        sx={{ mt: 2, p: { xs: 2.5, md: 4 }, bgcolor: 'background.sand', borderRadius: 2, scrollMarginTop: 96, '@media print': { display: 'none' } }}
      >
        <Typography id="anfrage-titel" variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 1 }}>
          Anfrage zu diesem Objekt
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Fordern Sie das vollständige Exposé an oder schlagen Sie uns einen Besichtigungstermin vor. Wir antworten innerhalb eines Werktages.
        </Typography>
        <InquiryForm
          topics={['expose', 'besichtigung']}
          defaultTopic={topic}
          property={{ id: listing.id, title: listing.title }}
          defaultMessage={`Guten Tag,\n\nich interessiere mich für das Angebot „${listing.title}“${listing.objectNumber ? ` (Objekt-Nr. ${listing.objectNumber})` : ''} und bitte um weitere Informationen.`}
          brokerageNotice={!rental && !buyerPaysNoCommission(listing)}
        />
      </Box>
    </>
  );
}

export function SimilarOffers({ listing }: { listing: PropertyRecord }) {
  const others = usePublicList<ListingCard>('properties', similarOffersParams(listing)).data.filter((offer) => offer.id !== listing.id).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="aehnliche-titel" sx={{ mt: { xs: 6, md: 8 }, '@media print': { display: 'none' } }}>
      <Typography id="aehnliche-titel" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 3 }}>
        Weitere Angebote in {districtName(listing.district)}
      </Typography>
      <PropertyGrid>
        {others.map((offer) => (
          <PropertyCard key={offer.id} listing={offer} to={offerPath(offer.id)} />
        ))}
      </PropertyGrid>
    </Box>
  );
}
