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
  // Listings from agency software or a colleague's feed may lie outside Cologne (OpenImmo import, docs/openimmo.md).
  { id: 'ausserhalb', name: 'Außerhalb Kölns' },
] as const;
