import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import { useSearchParams } from 'react-router';
import { brand } from '../../../shared/brand/brand';
import { PageIntro } from '../../layouts/PageIntro';
import { cardSx, textLinkSx } from '../../ui/styles';
import { openingHourLines, telHref, useAgency } from '../../data/agency';
import { companyLabel } from '../../../shared/brand/companyLabel';
import { deferredContactForm } from '../../deferred/deferredSections';
import { crumbs } from '../../breadcrumbs/crumbs';
import { BreakableEmail } from '../../ui/BreakableEmail';

function ContactDetails() {
  const agency = useAgency();
  const hours = openingHourLines(agency);
  return (
    <Box component="aside" aria-label="Kontaktdaten" sx={{ ...cardSx, p: { xs: 3, md: 4 }, bgcolor: 'background.sand', display: 'grid', gap: 3, alignSelf: 'start' }}>
      <Box>
        <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Anschrift
        </Typography>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          {companyLabel(agency, brand.name)}
          {agency && (
            <>
              <br />
              {agency.street}
              <br />
              {agency.postcode} {agency.city}
            </>
          )}
        </Box>
      </Box>
      {agency && (
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Telefon und E-Mail
          </Typography>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Box component="a" href={telHref(agency.phone)} sx={{ ...textLinkSx, fontSize: '1.15rem', fontWeight: 700 }}>
              {agency.phone}
            </Box>
            <Box component="a" href={`mailto:${agency.email}`} sx={textLinkSx}>
              <BreakableEmail email={agency.email} />
            </Box>
          </Box>
        </Box>
      )}
      <Box>
        <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Öffnungszeiten
        </Typography>
        {hours.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        ) : (
          <Typography>Termine nach Vereinbarung</Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          Besichtigungen und Bewertungstermine auch abends und samstags nach Absprache.
        </Typography>
      </Box>
    </Box>
  );
}

function ContactPage() {
  const agency = useAgency();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('anliegen');
  const valuation = asked === 'bewertung';
  return (
    <>
      <PageIntro title="Kontakt" crumbs={[crumbs.contact]}>
        Schreiben Sie uns oder rufen Sie an – wir melden uns innerhalb eines Werktages bei Ihnen.
        {agency && (
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            Telefon:{' '}
            <Box component="a" href={telHref(agency.phone)} sx={{ ...textLinkSx, fontWeight: 700 }}>
              {agency.phone}
            </Box>
          </Box>
        )}
      </PageIntro>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1.6fr 1fr' } }}>
        <Box component="section" id="anfrage" aria-labelledby="anfrage-titel" sx={{ scrollMarginTop: 96 }}>
          <Typography id="anfrage-titel" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 1 }}>
            {valuation ? 'Kostenlose Immobilienbewertung anfragen' : 'Ihre Nachricht an uns'}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            {valuation
              ? 'Nennen Sie uns Art, Lage und Größe Ihrer Immobilie. Wir melden uns für einen Termin vor Ort und erstellen eine fundierte, unverbindliche Einschätzung des Marktwerts.'
              : 'Ob Verkauf, Vermietung, Bewertung oder eine Frage zu einem Angebot: Wählen Sie Ihr Anliegen, und wir leiten Ihre Nachricht an die passende Ansprechperson weiter.'}
          </Typography>
          <deferredContactForm.Part asked={asked} />
        </Box>
        <ContactDetails />
      </Container>
    </>
  );
}

export default ContactPage;
