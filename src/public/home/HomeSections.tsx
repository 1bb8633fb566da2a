import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { Link as RouterLink } from 'react-router';
import { offerPath } from '../../shared/resources/propertyScopes';
import type { NumberRecord } from '../../shared/resources/numbers';
import type { TeamRecord } from '../../shared/resources/team';
import type { TestimonialRecord } from '../../shared/resources/testimonials';
import { routePath } from '../../shared/routes/routeTable';
import { colors } from '../../shared/theme/palette';
import { ActionLink } from '../ui/Action';
import { CallToAction } from '../sections/CallToAction';
import { KeyFigures } from '../sections/KeyFigures';
import { PropertyCard, PropertyGrid } from '../listings/PropertyCard';
import { Section } from '../sections/Section';
import { cardSx, textLinkSx } from '../ui/styles';
import { TeamCard } from '../team/TeamCard';
import { Testimonials } from '../sections/Testimonials';
import { usePublicList } from '../data/usePublicData';
import { VALUATION_PATH } from '../forms/contactLinks';
import { services } from '../services/services';
import { homeTestimonialsParams, numbersParams, teamTeaserParams, useHomeOffers } from './homeQueries';

const allLink = (to: string, label: string) => (
  <ActionLink to={to} variant="outlined" sx={{ borderColor: colors.ink, px: 2.5 }}>
    {label}
  </ActionLink>
);

/**
 * The home page below its hero: offers, figures, services, valuation, testimonials and team. A
 * first visit loads this code when the visitor scrolls towards it (see ./deferredHome.ts).
 */
export function HomeSections() {
  const offers = useHomeOffers();
  const numbers = usePublicList<NumberRecord>('numbers', numbersParams).data;
  const testimonials = usePublicList<TestimonialRecord>('testimonials', homeTestimonialsParams).data;
  const team = usePublicList<TeamRecord>('team', teamTeaserParams).data;

  return (
    <>
      {offers.length > 0 && (
        <Section id="angebote" eyebrow="Aktuelle Angebote" title="Ausgewählte Immobilien in Köln" action={allLink(routePath('angebote'), 'Alle Angebote ansehen')}>
          <PropertyGrid>
            {offers.map((offer) => (
              <PropertyCard key={offer.id} listing={offer} to={offerPath(offer.id)} />
            ))}
          </PropertyGrid>
        </Section>
      )}

      {numbers.length > 0 && (
        <Box component="section" aria-label="Rheinkontor in Zahlen" sx={{ bgcolor: colors.ink, py: { xs: 6, md: 8 } }}>
          <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
            <KeyFigures items={numbers} />
          </Box>
        </Box>
      )}

      <Section id="leistungen" eyebrow="Leistungen" title="Was wir für Sie tun" intro="Ob Sie verkaufen, vermieten oder ein Neubauprojekt vermarkten: Sie haben eine feste Ansprechperson, die Ihren Kölner Teilmarkt kennt.">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {services.map((service, index) => (
            <Box component="li" key={service.id} sx={{ ...cardSx, p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Typography component="span" aria-hidden="true" sx={{ fontFamily: 'h1.fontFamily', fontSize: '2.2rem', color: colors.primaryDark, lineHeight: 1 }}>
                {String(index + 1).padStart(2, '0')}
              </Typography>
              <Typography component="h3" variant="h3" sx={{ fontSize: '1.35rem' }}>
                {service.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', flex: 1 }}>{service.text}</Typography>
              <Box component={RouterLink} to={service.to} sx={{ ...textLinkSx, fontWeight: 700 }}>
                {service.linkLabel} <span aria-hidden="true">→</span>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      <CallToAction
        id="bewertung"
        title="Was ist Ihre Immobilie wert?"
        text="Unsere kostenlose Immobilienbewertung verbindet aktuelle Kölner Vergleichspreise mit einer Besichtigung vor Ort. Sie erhalten eine fundierte Einschätzung – unverbindlich und diskret."
        action={{ label: 'Kostenlose Immobilienbewertung anfragen', to: VALUATION_PATH }}
      />

      {testimonials.length > 0 && (
        <Section id="kundenstimmen" eyebrow="Kundenstimmen" title="Was unsere Kundinnen und Kunden sagen" tone="sand">
          <Testimonials items={testimonials} />
        </Section>
      )}

      {team.length > 0 && (
        <Section
          id="team"
          eyebrow="Unser Team"
          title="Persönlich für Sie da"
          intro="Erfahrene Maklerinnen und Makler, die in Köln zu Hause sind und Ihre Immobilie so behandeln, als wäre es ihre eigene."
          action={allLink(routePath('unser-team'), 'Das ganze Team kennenlernen')}
        >
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {team.map((member) => (
              <TeamCard key={member.id} member={member} withContact={false} />
            ))}
          </Box>
        </Section>
      )}
    </>
  );
}
