import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import { crumbs } from '../../breadcrumbs/crumbs';
import { PageIntro } from '../../layouts/PageIntro';
import { cardSx } from '../../ui/styles';
import { ValuationFunnel } from '../../valuation/ValuationFunnel';

const promises = [
  'Sofort eine Preisspanne für Ihre Immobilie in Köln',
  'Aus Verkäufen und Angeboten unserer Agentur in Ihrem Veedel oder aus Kölner Marktdaten – das Ergebnis nennt die Grundlage',
  'Kostenlos und unverbindlich – auf Wunsch mit Bewertung vor Ort',
];

function ValuationPage() {
  return (
    <>
      <PageIntro title="Kostenlose Immobilienbewertung" eyebrow="In wenigen Minuten" crumbs={[crumbs.sales, crumbs.valuation]}>
        Was ist Ihre Wohnung, Ihr Haus oder Ihr Grundstück in Köln wert? Beantworten Sie ein paar Fragen, und Sie sehen sofort eine erste Preisspanne.
      </PageIntro>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1.7fr 1fr' }, alignItems: 'start' }}>
        <ValuationFunnel />
        <Box component="aside" aria-labelledby="bewertung-vorteile" sx={{ ...cardSx, p: { xs: 2.5, md: 3 }, bgcolor: 'background.sand' }}>
          <Typography id="bewertung-vorteile" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            Ihre Vorteile
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}

export default ValuationPage;
