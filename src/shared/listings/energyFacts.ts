import { choiceName } from '../format/choices';
import { formatDate } from '../format/dates';
import { formatWithUnit } from '../format/numbers';
import { energyCertificateTypes, energySources } from '../resources/choices/property';
import type { PropertyRecord } from '../resources/properties';
import type { Fact } from './exposeFacts';

const UNIT = 'kWh/(m²·a)';

/** Class colours of the A+ to H scale from green to red, light enough for dark text (WCAG AA). */
export const efficiencyClassColours: Record<string, string> = {
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

/** The energy block of an exposé: either the certificate's facts or the sentence that stands in for them. */
export type EnergyBlock =
  | {
      kind: 'certificate';
      facts: Fact[];
      /** The class to mark on the A+ to H scale (residential buildings only). */ scaleClass: string | null;
    }
  | { kind: 'none'; text: string };

/**
 * The energy data a commercial ad must state when a certificate exists (GEG § 87): kind of
 * certificate, final energy demand or consumption, main energy source of the heating, year of
 * construction and efficiency class (residential) or heat and electricity (non-residential).
 * Without a certificate, the sentence GEG allows: it is shown at the viewing at the latest.
 */
export function energyBlock(listing: PropertyRecord): EnergyBlock {
  const type = listing.energyCertificateType;
  if (type !== 'bedarf' && type !== 'verbrauch') {
    return {
      kind: 'none',
      text:
        type === 'nicht-erforderlich'
          ? 'Für dieses Gebäude ist kein Energieausweis erforderlich (zum Beispiel, weil es unter Denkmalschutz steht).'
          : 'Ein Energieausweis liegt noch nicht vor. Er wird beantragt und spätestens bei der Besichtigung vorgelegt.',
    };
  }
  const residential = listing.buildingKind !== 'nichtwohngebaeude';
  const valueLabel = type === 'bedarf' ? 'Endenergiebedarf' : 'Endenergieverbrauch';
  const facts = [
    { label: 'Art des Energieausweises', value: choiceName(energyCertificateTypes, type) },
    listing.energyValue != null && {
      label: residential ? valueLabel : `${valueLabel} Wärme`,
      value: `${formatWithUnit(listing.energyValue, UNIT)}${type === 'verbrauch' && residential ? (listing.energyIncludesHotWater ? ' (inkl. Warmwasser)' : ' (ohne Warmwasser)') : ''}`,
    },
    !residential &&
      listing.energyValueElectricity != null && {
        label: `${valueLabel} Strom`,
        value: formatWithUnit(listing.energyValueElectricity, UNIT),
      },
    listing.energySource && { label: 'Wesentlicher Energieträger der Heizung', value: choiceName(energySources, listing.energySource) },
    listing.yearBuilt != null && { label: residential ? 'Baujahr laut Energieausweis' : 'Baujahr', value: String(listing.yearBuilt) },
    residential && listing.efficiencyClass && { label: 'Energieeffizienzklasse', value: listing.efficiencyClass },
    listing.energyCertificateIssued && { label: 'Ausgestellt am', value: formatDate(listing.energyCertificateIssued) },
    listing.energyCertificateValidUntil && { label: 'Gültig bis', value: formatDate(listing.energyCertificateValidUntil) },
  ].filter(Boolean) as Fact[];
  return { kind: 'certificate', facts, scaleClass: residential && listing.efficiencyClass ? listing.efficiencyClass : null };
}
