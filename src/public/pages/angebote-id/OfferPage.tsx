import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { exposePdfPath, isCurrentOffer, offerPath } from '../../../shared/resources/propertyScopes';
import type { PropertyRecord } from '../../../shared/resources/properties';
import type { TeamRecord } from '../../../shared/resources/team';
import { Breadcrumbs } from '../../breadcrumbs/Breadcrumbs';
import { useOfferViewed } from '../../consent/useOfferViewed';
import { useAgency } from '../../data/agency';
import { usePublicRecord } from '../../data/usePublicData';
import { ContactPerson } from '../../expose/ContactPerson';
import { exposeGridSx } from '../../expose/exposeLayout';
import { exposeDetails, shareActions, similarOffers } from '../../expose/deferredParts';
import { Gallery } from '../../expose/Gallery';
import { ListingHeader } from '../../expose/ListingHeader';
import { PriceBox } from '../../expose/PriceBox';
import { PrintHeader } from '../../expose/PrintHeader';
import type { TopicId } from '../../forms/inquiryValidation';
import { crumbs } from '../../breadcrumbs/crumbs';


function Agent({ id }: { id: string }) {
  const member = usePublicRecord<TeamRecord>('team', id);
  return <ContactPerson member={member} agency={useAgency()} />;
}

function Expose({ listing }: { listing: PropertyRecord }) {
  useOfferViewed(listing.id);
  const agency = useAgency();
  const [topic, setTopic] = useState<TopicId>('expose');
  const path = offerPath(listing.id);

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
              <shareActions.Part title={listing.title} url={path} pdfUrl={exposePdfPath(listing.id)} />
            </Box>
          </Box>
          <Box sx={{ gridArea: 'details', minWidth: 0 }}>
            <exposeDetails.Part listing={listing} topic={topic} />
          </Box>
        </Box>
      </Box>
      <similarOffers.Part listing={listing} />
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
