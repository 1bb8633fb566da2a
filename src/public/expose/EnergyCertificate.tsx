import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { choiceName } from '../../shared/format/choices';
import { formatDate } from '../format/dates';
import { formatWithUnit } from '../format/numbers';
import { efficiencyClasses, energyCertificateTypes, energySources } from '../../shared/resources/choices/property';
import type { PropertyRecord } from '../../shared/resources/properties';
import { colors } from '../../shared/theme/palette';
import { FactList, type Fact } from './FactList';

const UNIT = 'kWh/(m²·a)';

/** Class colours from green to red, light enough for dark text (WCAG AA). */
const classColours: Record<string, string> = {
  'A+': '#3fae49',
  A: '#6cbf4a',
  B: '#a5cf4c',
  C: '#d4dd4f',
  D: '#f4e24d',
  E: '#f6c343',
  F: '#f29e3d',
  G: '#ef8a5a',
  H: '#ee8277',
};

function EfficiencyScale({ current }: { current: string }) {
  return (
    <Box role="img" aria-label={`Energieeffizienzklasse ${current} auf der Skala von A+ bis H`} sx={{ mt: 2.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${efficiencyClasses.length}, minmax(0, 1fr))`, gap: '2px' }}>
        {efficiencyClasses.map((item) => {
          const active = item.id === current;
          return (
            <Box
              key={item.id}
              sx={{
                bgcolor: classColours[item.id],
                color: colors.ink,
                textAlign: 'center',
                fontWeight: 700,
                fontSize: active ? '1rem' : '0.8rem',
                py: active ? 1.25 : 0.75,
                alignSelf: 'end',
                outline: active ? `3px solid ${colors.ink}` : 'none',
                outlineOffset: active ? '-3px' : 0,
                borderRadius: '2px',
              }}
            >
              {item.id}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The energy data a commercial ad must state when a certificate exists (GEG § 87): kind of
 * certificate, final energy demand or consumption, main energy source of the heating, year of
 * construction and efficiency class (residential) or heat and electricity (non-residential).
 */
export function EnergyCertificate({ listing }: { listing: PropertyRecord }) {
  const type = listing.energyCertificateType;
  if (type !== 'bedarf' && type !== 'verbrauch') {
    const text =
      type === 'nicht-erforderlich'
        ? 'Für dieses Gebäude ist kein Energieausweis erforderlich (zum Beispiel, weil es unter Denkmalschutz steht).'
        : 'Ein Energieausweis liegt noch nicht vor. Er wird beantragt und spätestens bei der Besichtigung vorgelegt.';
    return <Typography>{text}</Typography>;
  }
  const residential = listing.buildingKind !== 'nichtwohngebaeude';
  const valueLabel = type === 'bedarf' ? 'Endenergiebedarf' : 'Endenergieverbrauch';
  const facts = [
    { label: 'Art des Energieausweises', value: choiceName(energyCertificateTypes, type) },
    listing.energyValue != null && {
      label: residential ? valueLabel : `${valueLabel} Wärme`,
      value: `${formatWithUnit(listing.energyValue, UNIT)}${type === 'verbrauch' && residential ? (listing.energyIncludesHotWater ? ' (inkl. Warmwasser)' : ' (ohne Warmwasser)') : ''}`,
    },
    !residential && listing.energyValueElectricity != null && { label: `${valueLabel} Strom`, value: formatWithUnit(listing.energyValueElectricity, UNIT) },
    listing.energySource && { label: 'Wesentlicher Energieträger der Heizung', value: choiceName(energySources, listing.energySource) },
    listing.yearBuilt != null && { label: residential ? 'Baujahr laut Energieausweis' : 'Baujahr', value: String(listing.yearBuilt) },
    residential && listing.efficiencyClass && { label: 'Energieeffizienzklasse', value: listing.efficiencyClass },
    listing.energyCertificateIssued && { label: 'Ausgestellt am', value: formatDate(listing.energyCertificateIssued) },
    listing.energyCertificateValidUntil && { label: 'Gültig bis', value: formatDate(listing.energyCertificateValidUntil) },
  ].filter(Boolean) as Fact[];
  return (
    <Box data-testid="energy-certificate">
      <FactList facts={facts} columns={1} />
      {residential && listing.efficiencyClass && <EfficiencyScale current={listing.efficiencyClass} />}
    </Box>
  );
}
