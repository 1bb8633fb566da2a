/** Cologne districts (Stadtteile) the agency works in; ids are URL-safe. */
export const cologneDistricts = [
  { id: 'altstadt-nord', name: 'Altstadt-Nord' },
  { id: 'altstadt-sued', name: 'Altstadt-Süd' },
  { id: 'bayenthal', name: 'Bayenthal' },
  { id: 'braunsfeld', name: 'Braunsfeld' },
  { id: 'deutz', name: 'Deutz' },
  { id: 'ehrenfeld', name: 'Ehrenfeld' },
  { id: 'hahnwald', name: 'Hahnwald' },
  { id: 'junkersdorf', name: 'Junkersdorf' },
  { id: 'klettenberg', name: 'Klettenberg' },
  { id: 'lindenthal', name: 'Lindenthal' },
  { id: 'marienburg', name: 'Marienburg' },
  { id: 'muengersdorf', name: 'Müngersdorf' },
  { id: 'neustadt-nord', name: 'Neustadt-Nord' },
  { id: 'neustadt-sued', name: 'Neustadt-Süd' },
  { id: 'nippes', name: 'Nippes' },
  { id: 'rodenkirchen', name: 'Rodenkirchen' },
  { id: 'suelz', name: 'Sülz' },
] as const;

/**
 * A listing's district: one of Cologne's, or outside Cologne – listings from agency software or a colleague's feed may
 * lie there (OpenImmo import, docs/openimmo.md). Searches, filters, the valuation and the Marktdaten know Cologne's only.
 */
export const listingDistricts = [...cologneDistricts, { id: 'ausserhalb', name: 'Außerhalb Kölns' }] as const;
