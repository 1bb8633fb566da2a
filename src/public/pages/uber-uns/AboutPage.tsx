import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import type { NumberRecord } from '../../../shared/resources/numbers';
import { routePath } from '../../../shared/routes/routeTable';
import { CallToAction } from '../../sections/CallToAction';
import { KeyFigures } from '../../sections/KeyFigures';
import { PageIntro } from '../../layouts/PageIntro';
import { Section } from '../../sections/Section';
import { Benefits } from '../../sections/Steps';
import { usePublicList } from '../../data/usePublicData';
import { numbersParams } from '../../home/homeQueries';
import { crumbs } from '../../breadcrumbs/crumbs';


const values = [
  { title: 'Ehrlich bewerten', text: 'Wir nennen Ihnen den Preis, den der Markt tatsächlich zahlt – auch wenn ein höherer Wert schöner klänge.' },
  { title: 'Persönlich begleiten', text: 'Sie haben eine feste Ansprechperson, die Sie und Ihre Immobilie kennt und erreichbar ist.' },
  { title: 'Diskret handeln', text: 'Ihre Daten und Ihre Pläne bleiben bei uns. Auf Wunsch vermarkten wir ganz ohne öffentliche Anzeige.' },
  { title: 'Sorgfältig arbeiten', text: 'Vollständige Unterlagen, korrekte Pflichtangaben und saubere Verträge sind für uns selbstverständlich.' },
  { title: 'Köln kennen', text: 'Wir leben und arbeiten in den Veedeln, in denen wir vermitteln – von Nippes bis Hahnwald.' },
  { title: 'Fair bleiben', text: 'Gegenüber Eigentümern wie Interessenten: klare Absprachen, transparente Kosten, verbindliche Termine.' },
];

function AboutPage() {
  const numbers = usePublicList<NumberRecord>('numbers', numbersParams).data;
  return (
    <>
      <PageIntro title="Über uns" crumbs={[crumbs.about]}>
        Rheinkontor Immobilien ist ein inhabergeführtes Maklerbüro in Köln. Wir vermitteln Wohnungen, Häuser und Neubauprojekte – mit
        Marktkenntnis, Diskretion und einem offenen Ohr für Ihre Pläne.
      </PageIntro>
      <Box component="section" aria-labelledby="geschichte-titel" sx={{ py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1.4fr' } }}>
          <Typography id="geschichte-titel" variant="h2" sx={{ fontSize: { xs: '1.65rem', md: '2.1rem' } }}>
            Eine Kölner Geschichte
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, fontSize: '1.075rem', lineHeight: 1.7, '& p': { m: 0 } }}>
            <p>
              Angefangen hat alles mit einem kleinen Büro am Rheinufer und der Überzeugung, dass ein Immobilienverkauf Vertrauen braucht:
              Für die meisten Menschen ist ihre Wohnung oder ihr Haus der größte Wert, den sie besitzen – und oft ein Stück Familiengeschichte.
            </p>
            <p>
              Heute begleitet unser Team Eigentümerinnen und Eigentümer, Käufer, Mieter und Bauträger in ganz Köln. Geblieben ist, was uns
              von Beginn an wichtig war: eine ehrliche Bewertung, eine Vermarktung, die Ihre Immobilie ins beste Licht rückt, und ein
              Ansprechpartner, der zuhört und erreichbar ist.
            </p>
            <p>
              Als Makler mit Erlaubnis nach §&nbsp;34c Gewerbeordnung und regelmäßiger Weiterbildung kennen wir die rechtlichen Anforderungen
              an eine Vermittlung genau – vom Energieausweis bis zur Provisionsteilung. So können Sie sich auf das konzentrieren, was für
              Sie zählt.
            </p>
          </Box>
        </Container>
      </Box>
      {numbers.length > 0 && (
        <Section id="zahlen" eyebrow="In Zahlen" title="Was wir bisher erreicht haben" tone="sand">
          <KeyFigures items={numbers} tone="light" />
        </Section>
      )}
      <Section id="werte" eyebrow="Unsere Werte" title="Wofür wir stehen">
        <Benefits items={values} />
      </Section>
      <CallToAction
        id="ueber-uns-cta"
        title="Lernen Sie uns kennen"
        text="Ob Verkauf, Vermietung oder eine erste Einschätzung: Wir nehmen uns Zeit für ein persönliches Gespräch – im Büro, bei Ihnen oder am Telefon."
        action={{ label: 'Unser Team ansehen', to: routePath('unser-team') }}
      />
    </>
  );
}

export default AboutPage;
