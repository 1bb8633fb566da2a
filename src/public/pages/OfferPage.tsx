import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isCurrentOffer, offerPath } from '../../shared/meta/listingScopes';
import type { PropertyRecord } from '../../shared/resources/properties';
import type { TeamRecord } from '../../shared/resources/team';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { useOfferViewed } from '../consent/useOfferViewed';
import { PropertyCard, PropertyGrid } from '../components/PropertyCard';
import { sanitizeRichText } from '../content/richText';
import { companyLabel, useAgency } from '../data/agency';
import { usePublicList, usePublicRecord } from '../data/usePublicData';
import { ContactPerson } from '../expose/ContactPerson';
import { EnergyCertificate } from '../expose/EnergyCertificate';
import { exposeGridSx } from '../expose/exposeLayout';
import { commissionText, keyFacts, priceFacts } from '../expose/exposeFacts';
import { ExposeSection, RichText } from '../expose/ExposeSection';
import { FactList } from '../expose/FactList';
import { FeatureList } from '../expose/FeatureList';
import { Gallery } from '../expose/Gallery';
import { ListingHeader } from '../expose/ListingHeader';
import { PriceBox } from '../expose/PriceBox';
import { PrintHeader } from '../expose/PrintHeader';
import { ShareActions } from '../expose/ShareActions';
import { InquiryForm } from '../forms/InquiryForm';
import type { TopicId } from '../forms/inquiryValidation';
import { districtName, placeName } from '../listings/describeListing';
import { crumbs } from '../site/crumbs';
import { similarOffersParams } from '../site/pageQueries';


function Agent({ id }: { id: string }) {
  const member = usePublicRecord<TeamRecord>('team', id);
  return <ContactPerson member={member} agency={useAgency()} />;
}

function SimilarOffers({ listing }: { listing: PropertyRecord }) {
  const others = usePublicList<PropertyRecord>('properties', similarOffersParams(listing)).data.filter((offer) => offer.id !== listing.id).slice(0, 3);
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

function Expose({ listing }: { listing: PropertyRecord }) {
  useOfferViewed(listing.id);
  const agency = useAgency();
  const [topic, setTopic] = useState<TopicId>('expose');
  const path = offerPath(listing.id);
  const rental = listing.marketingType === 'miete';
  const agencyName = companyLabel(agency, 'Rheinkontor Immobilien');
  const address = listing.street ? [listing.street, listing.houseNumber].filter(Boolean).join(' ') : null;

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2.5, md: 4 }, pb: { xs: 6, md: 10 } }}>
      <PrintHeader agency={agency} />
      <Breadcrumbs crumbs={[crumbs.offers, { name: listing.title, path }]} />
      <Box component="article" aria-labelledby="expose-titel">
        <ListingHeader listing={listing} titleId="expose-titel" />
        <Box sx={exposeGridSx}>
          <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
            <Gallery images={listing.images} title={listing.title} />
          </Box>
          <Box component="aside" aria-label="Preis und Kontakt" sx={{ gridArea: 'aside', '@media (min-width: 900px)': { position: 'sticky', top: 104, alignSelf: 'start' } }}>
            <PriceBox listing={listing} onRequest={setTopic}>
              <Typography sx={{ fontWeight: 700, mb: 1.5 }}>Ihr Ansprechpartner</Typography>
              {listing.contactPerson ? <Agent id={listing.contactPerson} /> : <ContactPerson member={null} agency={agency} />}
            </PriceBox>
            <Box sx={{ mt: 1.5 }}>
              <ShareActions title={listing.title} url={path} />
            </Box>
          </Box>
          <Box sx={{ gridArea: 'details', minWidth: 0 }}>
            <ExposeSection id="eckdaten" title="Eckdaten">
              <FactList facts={keyFacts(listing)} />
            </ExposeSection>
            <ExposeSection id="preise" title={rental ? 'Miete und Nebenkosten' : 'Kaufpreis und Provision'}>
              <FactList facts={priceFacts(listing)} />
              <Typography sx={{ mt: 2.5 }} data-testid="commission">
                <strong>{commissionText(listing).label}:</strong> {commissionText(listing).text}
              </Typography>
              <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '0.95rem' }} data-testid="broker-note">
                {rental
                  ? `${agencyName} ist bei dieser Wohnung als Wohnungsvermittler tätig. ${
                      listing.utilities != null ? 'Die Nebenkosten sind nicht in der Kaltmiete enthalten und werden zusätzlich gezahlt.' : 'Ob Nebenkosten hinzukommen, erfahren Sie auf Anfrage.'
                    }`
                  : `${agencyName} ist bei diesem Objekt als Immobilienmakler tätig. Bei Wohnungen und Einfamilienhäusern teilen sich Käufer und Verkäufer die Provision zu gleichen Teilen (§\u00a0656c BGB).`}
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
                    Die genaue Adresse nennen wir Ihnen gern auf Anfrage.
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
                    <Box
                      component="img"
                      key={plan.src}
                      src={plan.src}
                      srcSet={plan.srcset}
                      sizes="(min-width: 900px) 720px, 100vw"
                      width={plan.width}
                      height={plan.height}
                      alt={plan.alt}
                      loading="lazy"
                      decoding="async"
                      sx={{ width: '100%', height: 'auto', maxWidth: 720, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
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
                brokerageNotice={!rental}
              />
            </Box>
          </Box>
        </Box>
      </Box>
      <SimilarOffers listing={listing} />
    </Container>
  );
}

function OfferPage() {
  const { id = '' } = useParams();
  const listing = usePublicRecord<PropertyRecord>('properties', id);
  // The loader guarantees a current offer; it can disappear only if staff unpublish it meanwhile.
  if (!listing || !isCurrentOffer(listing)) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          Dieses Angebot ist nicht mehr verfügbar
        </Typography>
      </Container>
    );
  }
  return <Expose listing={listing} />;
}

export default OfferPage;
