import { choiceName } from '../format/choices';
import { formatArea, formatEuro, formatNumber } from '../format/numbers';
import { conditions, objectTypes, usageTypes } from '../resources/choices/property';
import type { PropertyRecord } from '../resources/properties';
import { districtName } from './places';

/**
 * What an exposé says about a listing, as label–value pairs and sentences: the web page
 * (src/public/expose) and the PDF (server/expose-pdf) both lay out exactly these.
 */
export interface Fact {
  label: string;
  value: string;
}

const present = (facts: (Fact | false | null | undefined)[]): Fact[] => facts.filter((fact): fact is Fact => Boolean(fact));
const fact = (label: string, value: number | string | null | undefined, format: (value: never) => string = String): Fact | null =>
  value === null || value === undefined || value === '' ? null : { label, value: format(value as never) };

/** The key facts of an exposé ("Eckdaten"), in the order portals use. */
export function keyFacts(listing: PropertyRecord): Fact[] {
  return present([
    fact('Objektnummer', listing.objectNumber),
    { label: 'Objektart', value: listing.objectSubtype || choiceName(objectTypes, listing.objectType) },
    { label: 'Nutzung', value: choiceName(usageTypes, listing.usage) },
    { label: 'Stadtteil', value: districtName(listing.district) },
    fact('Wohnfläche', listing.livingArea, formatArea),
    fact('Nutzfläche', listing.usableArea, formatArea),
    fact('Grundstück', listing.plotArea, formatArea),
    fact('Zimmer', listing.rooms, formatNumber),
    fact('Schlafzimmer', listing.bedrooms),
    fact('Badezimmer', listing.bathrooms),
    fact('Balkone / Terrassen', listing.balconies),
    fact('Etage', listing.floor, (floor: number) =>
      floor === 0 ? 'Erdgeschoss' : floor < 0 ? `${-floor}. Untergeschoss` : `${floor}. Obergeschoss`,
    ),
    fact('Stellplätze', listing.parkingSpaces),
    fact('Baujahr', listing.yearBuilt),
    fact('Letzte Modernisierung', listing.lastModernisation),
    fact('Zustand', listing.condition && choiceName(conditions, listing.condition)),
    fact('Verfügbar ab', listing.availableFrom),
  ]);
}

/** The heading of the price section. */
export const priceSectionTitle = (listing: Pick<PropertyRecord, 'marketingType'>) =>
  listing.marketingType === 'miete' ? 'Miete und Nebenkosten' : 'Kaufpreis und Provision';

/**
 * Prices and costs. Rentals say whether utilities come on top of the rent (WoVermittG § 6);
 * every listing names its commission.
 */
export function priceFacts(listing: PropertyRecord): Fact[] {
  const euro = (value: number) => formatEuro(value);
  if (listing.marketingType === 'miete') {
    return present([
      listing.coldRent != null
        ? { label: 'Kaltmiete', value: euro(listing.coldRent) }
        : listing.priceOnRequest
          ? { label: 'Kaltmiete', value: 'auf Anfrage' }
          : null,
      listing.utilities != null && { label: 'Nebenkosten (zusätzlich zur Kaltmiete)', value: euro(listing.utilities) },
      listing.heatingIncluded
        ? { label: 'Heizkosten', value: 'in den Nebenkosten enthalten' }
        : listing.heatingCosts != null && { label: 'Heizkosten (zusätzlich zur Kaltmiete)', value: euro(listing.heatingCosts) },
      listing.warmRent != null && { label: 'Warmmiete', value: euro(listing.warmRent) },
      listing.deposit != null && { label: 'Kaution', value: euro(listing.deposit) },
    ]);
  }
  return present([
    listing.price != null
      ? { label: 'Kaufpreis', value: euro(listing.price) }
      : listing.priceOnRequest
        ? { label: 'Kaufpreis', value: 'auf Anfrage' }
        : null,
    listing.houseFee != null && { label: 'Hausgeld (monatlich)', value: euro(listing.houseFee) },
  ]);
}

type CommissionFields = Pick<PropertyRecord, 'marketingType' | 'commission' | 'buyerCommission' | 'buyerCommissionPercent'>;

/**
 * The buyer's commission as one sentence, the same on the exposé, in the PDF, the structured data and at the portals:
 * the structured field first, then staff's note. Null when a sale states none (a draft or an old record).
 */
export function buyerCommissionText(listing: CommissionFields): string | null {
  const note = listing.commission || null;
  const percent = listing.buyerCommissionPercent != null ? `${formatNumber(listing.buyerCommissionPercent)} %` : null;
  const stated =
    listing.buyerCommission === 'provisionsfrei'
      ? 'Provisionsfrei für Käufer'
      : listing.buyerCommission === 'halbteilung' && percent
        ? `${percent} inkl. MwSt. des Kaufpreises (Halbteilung nach § 656c BGB: Verkäufer und Käufer zahlen je ${percent})`
        : listing.buyerCommission === 'prozent' && percent
          ? `${percent} inkl. MwSt. des Kaufpreises`
          : null;
  return [stated, note].filter(Boolean).join(' – ') || null;
}

/** The buyer's commission in a few words, for a card in a list: the same figure as buyerCommissionText. */
export function buyerCommissionShort(
  listing: Pick<PropertyRecord, 'marketingType' | 'buyerCommission' | 'buyerCommissionPercent'>,
): string | null {
  if (listing.marketingType !== 'kauf') return null;
  if (listing.buyerCommission === 'provisionsfrei') return 'Provisionsfrei für Käufer';
  if (listing.buyerCommissionPercent == null || !listing.buyerCommission) return null;
  const percent = `${formatNumber(listing.buyerCommissionPercent)} % inkl. MwSt.`;
  return `Käuferprovision ${percent}${listing.buyerCommission === 'halbteilung' ? ' (Halbteilung)' : ''}`;
}

/** The commission as the exposé states it; rentals without one cost the tenant nothing (Bestellerprinzip). */
export function commissionText(listing: CommissionFields): { label: string; text: string } {
  if (listing.marketingType === 'miete')
    return { label: 'Provision für Mieter', text: listing.commission || 'Keine – die Provision trägt die Vermieterseite.' };
  return { label: 'Käuferprovision', text: buyerCommissionText(listing) ?? 'Auf Anfrage' };
}

/** The agent's role, as WoVermittG § 6 (rentals) and § 656c BGB (sales) want it stated. */
export function brokerNote(listing: PropertyRecord, agencyName: string): string {
  if (listing.marketingType === 'miete') {
    return `${agencyName} ist bei dieser Wohnung als Wohnungsvermittler tätig. ${
      listing.utilities != null
        ? 'Die Nebenkosten sind nicht in der Kaltmiete enthalten und werden zusätzlich gezahlt.'
        : 'Ob Nebenkosten hinzukommen, erfahren Sie auf Anfrage.'
    }`;
  }
  // The equal split of § 656c BGB only concerns a buyer who pays a commission at all.
  if (buyerPaysNoCommission(listing))
    return `${agencyName} ist bei diesem Objekt als Immobilienmakler tätig. Für Sie als Käuferin oder Käufer fällt keine Provision an.`;
  return `${agencyName} ist bei diesem Objekt als Immobilienmakler tätig. Bei Wohnungen und Einfamilienhäusern teilen sich Käufer und Verkäufer die Provision zu gleichen Teilen (§\u00a0656c BGB).`;
}

/**
 * A sale whose buyer pays no commission: "provisionsfrei" in the structured field, or, on a record from before it,
 * a note that says so ("Keine Käuferprovision – …"). Every sentence about the buyer's commission asks this, so none
 * contradicts the other.
 */
export const buyerPaysNoCommission = (listing: Pick<PropertyRecord, 'marketingType' | 'commission' | 'buyerCommission'>) =>
  listing.marketingType !== 'miete' &&
  (listing.buyerCommission
    ? listing.buyerCommission === 'provisionsfrei'
    : /^\s*(?:keine|ohne)\b|provisionsfrei/i.test(listing.commission ?? ''));

/** The three figures visitors compare at a glance (beside the price): rooms, living area, plot or availability. */
export function headlineFigures(listing: PropertyRecord): Fact[] {
  return present([
    listing.rooms != null && { label: 'Zimmer', value: formatNumber(listing.rooms) },
    listing.livingArea != null && { label: 'Wohnfläche', value: formatArea(listing.livingArea) },
    listing.plotArea != null && listing.objectType !== 'wohnung'
      ? { label: 'Grundstück', value: formatArea(listing.plotArea) }
      : Boolean(listing.availableFrom) && { label: 'Frei ab', value: listing.availableFrom! },
  ]);
}
