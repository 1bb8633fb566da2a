import Box from '../ui/Box';
import Typography from '../ui/Typography';
import type { RefObject } from 'react';
import { cologneDistricts } from '../../shared/resources/choices/districts';
import type { TeamRecord } from '../../shared/resources/team';
import { routePath } from '../../shared/routes/routeTable';
import { MIN_COMPARABLES, type Factors } from '../../shared/valuation/estimate';
import { comparablesFound, estimateBasisOf, estimateSourceText } from '../../shared/valuation/estimateSource';
import type { ValuationResult } from '../../shared/valuation/funnelOutcome';
import { valuationObjectTypes } from '../../shared/valuation/valuationChoices';
import { telHref, useAgency } from '../data/agency';
import { usePublicRecord } from '../data/usePublicData';
import { ActionLink } from '../ui/Action';
import { STEP_HEADING_ID } from './StepFields';
import { cardSx, textLinkSx } from '../ui/styles';

const euro = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 0 })} €`;
const factor = (value: number) => value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const nameOf = (choices: readonly { id: string; name: string }[], id: string) => choices.find((choice) => choice.id === id)?.name ?? id;

export const DISCLAIMER =
  'Diese Online-Schätzung ist eine erste Orientierung aus Vergleichsdaten. Sie ersetzt kein Wertgutachten und keine Besichtigung: Lage im Viertel, Grundriss, Ausstattung im Detail und der Zustand von Dach, Fenstern und Heizung können den Wert deutlich verändern.';

function FactorList({ factors }: { factors: Factors }) {
  const rows = [
    ['Baujahr und Modernisierung', factors.age],
    ['Zustand', factors.condition],
    ['Größe', factors.size],
    ['Ausstattung', factors.features],
  ] as const;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {rows.map(([label, value]) => (
        <li key={label}>
          {label}: × {factor(value)}
        </li>
      ))}
    </Box>
  );
}

function Advisor({ id }: { id: string }) {
  const member = usePublicRecord<TeamRecord>('team', id);
  if (!member) return null;
  return (
    <>
      {member.name}
      {member.role ? ` (${member.role})` : ''} bewertet Ihre Immobilie gern kostenlos und unverbindlich vor Ort
      {member.phone ? (
        <>
          {' '}
          – Sie erreichen {member.name} unter{' '}
          <Box component="a" href={telHref(member.phone)} sx={textLinkSx}>
            {member.phone}
          </Box>
          .
        </>
      ) : (
        '.'
      )}
    </>
  );
}

/** The estimate at once: range, €/m², how it came about, what it is not, and the offer of a valuation on site. */
export function ValuationResultView({ result, headingRef }: { result: ValuationResult; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const agency = useAgency();
  const { estimate } = result;
  const type = nameOf(valuationObjectTypes, result.objectType);
  const district = nameOf(cologneDistricts, result.district);
  const selling = result.purpose !== 'information';
  return (
    <Box component="section" aria-labelledby={STEP_HEADING_ID} sx={{ ...cardSx, p: { xs: 2.5, md: 4 }, display: 'grid', gap: 2.5 }}>
      <Typography id={STEP_HEADING_ID} ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, outline: 'none', scrollMarginTop: 96 }}>
        Ihre Online-Schätzung
      </Typography>
      {estimate ? (
        <>
          <Box sx={{ bgcolor: 'background.sand', borderRadius: 2, p: { xs: 2, md: 3 } }}>
            <Typography sx={{ color: 'text.secondary' }}>
              {type} in Köln-{district}, {estimate.area.toLocaleString('de-DE')} m² {estimate.areaKind === 'plot' ? 'Grundstück' : 'Wohnfläche'}
            </Typography>
            <Typography component="p" data-testid="bewertung-spanne" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 700, my: 1 }}>
              {euro(estimate.total.low)} – {euro(estimate.total.high)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
              <dt>Mittlerer Wert</dt>
              <dd>{euro(estimate.total.middle)}</dd>
              <dt>Preis je m²</dt>
              <dd>
                {euro(estimate.perSqm.low)} – {euro(estimate.perSqm.high)} (Mitte {euro(estimate.perSqm.middle)})
              </dd>
            </Box>
          </Box>
          <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
            So ist die Spanne entstanden
          </Typography>
          {estimate.basis === 'comparables' ? (
            <Typography data-testid="bewertung-grundlage">
              Grundlage sind {estimate.comparables} Verkäufe und aktuelle Angebote unserer Agentur ({type}, {district}). Ihre Quadratmeterpreise haben wir auf ein
              Standardobjekt umgerechnet, den mittleren Wert genommen und mit den Merkmalen Ihrer Immobilie angepasst:
            </Typography>
          ) : (
            <Typography data-testid="bewertung-grundlage">
              Wir haben in {district} {comparablesFound(estimate.comparables)} gefunden – zu wenige (mindestens {MIN_COMPARABLES}) für eine Aussage aus eigenen
              Daten. Die Spanne stützt sich deshalb auf unsere {estimateSourceText(estimateBasisOf(estimate), result.district)} und ist bewusst breiter.
              Angepasst an Ihre Immobilie:
            </Typography>
          )}
          <FactorList factors={estimate.factors} />
        </>
      ) : (
        <Typography>
          Für {type === 'Mehrfamilienhaus' ? 'Mehrfamilienhäuser' : 'diese Objektart'} in {district} liegen uns noch zu wenige Daten für eine Online-Schätzung vor. Wir ermitteln
          den Wert gern persönlich für Sie.
        </Typography>
      )}
      <Box sx={{ borderLeft: 4, borderColor: 'primary.dark', pl: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Wichtiger Hinweis</Typography>
        <Typography>{DISCLAIMER}</Typography>
      </Box>
      <Typography>Wir haben Ihnen das Ergebnis auch per E-Mail gesendet.</Typography>
      {selling && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
            Kostenlose Bewertung vor Ort
          </Typography>
          <Typography>{agency?.valuationContact ? <Advisor id={agency.valuationContact} /> : 'Gern bewerten wir Ihre Immobilie kostenlos und unverbindlich vor Ort.'}</Typography>
          <Box>
            <ActionLink to={`${routePath('kontakt')}?anliegen=bewertung#anfrage`} variant="contained">
              Termin vor Ort vereinbaren
            </ActionLink>
          </Box>
        </Box>
      )}
    </Box>
  );
}
