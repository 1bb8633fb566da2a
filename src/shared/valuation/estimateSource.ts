import { boroughOf, cologneBoroughs, cologneDistricts } from '../resources/choices/districts';
import type { MarketScope, ValuationEstimate } from './estimate';
import type { EstimateBasis } from './valuationChoices';

const districtName = (id: string) => cologneDistricts.find((choice) => choice.id === id)?.name ?? id;
const boroughName = (districtId: string) =>
  cologneBoroughs.find((borough) => borough.id === boroughOf(districtId))?.name ?? districtName(districtId);

const basisOfScope: Record<MarketScope, EstimateBasis> = { district: 'market', borough: 'market-borough', city: 'market-city' };

/** How an inquiry stores where its estimate came from. */
export const estimateBasisOf = (estimate: Pick<ValuationEstimate, 'basis' | 'marketScope'>): EstimateBasis =>
  estimate.basis === 'comparables' ? 'comparables' : basisOfScope[estimate.marketScope ?? 'district'];

/**
 * Where an estimate came from, in the owner's words, for the page and the mails: the agency's own sales and offers,
 * or whose Marktdaten, e.g. "Marktdaten für Köln-Kalk (Stadtbezirk)" for a flat in Brück.
 */
export function estimateSourceText(basis: EstimateBasis, districtId: string): string {
  switch (basis) {
    case 'comparables':
      return `Verkäufe und Angebote unserer Agentur in Köln-${districtName(districtId)}`;
    case 'market':
      return `Marktdaten für Köln-${districtName(districtId)} (Stadtteil)`;
    case 'market-borough':
      return `Marktdaten für Köln-${boroughName(districtId)} (Stadtbezirk)`;
    case 'market-city':
      return 'Marktdaten für ganz Köln';
  }
}

/** "keine vergleichbaren Verkäufe oder Angebote", "einen vergleichbaren Verkauf oder ein vergleichbares Angebot", "2 vergleichbare …": the object of "Wir haben … gefunden". */
export function comparablesFound(count: number): string {
  if (count === 0) return 'keine vergleichbaren Verkäufe oder Angebote';
  if (count === 1) return 'nur einen vergleichbaren Verkauf oder ein vergleichbares Angebot';
  return `nur ${count.toLocaleString('de-DE')} vergleichbare Verkäufe oder Angebote`;
}
