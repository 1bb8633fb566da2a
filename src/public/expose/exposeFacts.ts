import { choiceName } from '../../shared/format/choices';
import { formatArea, formatEuro, formatNumber } from '../format/numbers';
import { conditions, objectTypes, usageTypes } from '../../shared/resources/choices/property';
import type { PropertyRecord } from '../../shared/resources/properties';
import { districtName } from '../listings/describeListing';
import type { Fact } from './FactList';

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
    fact('Etage', listing.floor, (floor: number) => (floor === 0 ? 'Erdgeschoss' : floor < 0 ? `${-floor}. Untergeschoss` : `${floor}. Obergeschoss`)),
    fact('Stellplätze', listing.parkingSpaces),
    fact('Baujahr', listing.yearBuilt),
    fact('Letzte Modernisierung', listing.lastModernisation),
    fact('Zustand', listing.condition && choiceName(conditions, listing.condition)),
    fact('Verfügbar ab', listing.availableFrom),
  ]);
}

/**
 * Prices and costs. Rentals say whether utilities come on top of the rent (WoVermittG § 6);
 * every listing names its commission.
 */
export function priceFacts(listing: PropertyRecord): Fact[] {
  const euro = (value: number) => formatEuro(value);
  if (listing.marketingType === 'miete') {
    return present([
      listing.coldRent != null ? { label: 'Kaltmiete', value: euro(listing.coldRent) } : listing.priceOnRequest ? { label: 'Kaltmiete', value: 'auf Anfrage' } : null,
      listing.utilities != null && { label: 'Nebenkosten (zusätzlich zur Kaltmiete)', value: euro(listing.utilities) },
      listing.heatingIncluded
        ? { label: 'Heizkosten', value: 'in den Nebenkosten enthalten' }
        : listing.heatingCosts != null && { label: 'Heizkosten (zusätzlich zur Kaltmiete)', value: euro(listing.heatingCosts) },
      listing.warmRent != null && { label: 'Warmmiete', value: euro(listing.warmRent) },
      listing.deposit != null && { label: 'Kaution', value: euro(listing.deposit) },
    ]);
  }
  return present([
    listing.price != null ? { label: 'Kaufpreis', value: euro(listing.price) } : listing.priceOnRequest ? { label: 'Kaufpreis', value: 'auf Anfrage' } : null,
    listing.houseFee != null && { label: 'Hausgeld (monatlich)', value: euro(listing.houseFee) },
  ]);
}

/** The commission as staff wrote it; rentals without one cost the tenant nothing (Bestellerprinzip). */
export function commissionText(listing: PropertyRecord): { label: string; text: string } {
  if (listing.marketingType === 'miete') return { label: 'Provision für Mieter', text: listing.commission || 'Keine – die Provision trägt die Vermieterseite.' };
  return { label: 'Käuferprovision', text: listing.commission || 'Auf Anfrage' };
}
