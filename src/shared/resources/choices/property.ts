/** Enumerations of a listing, after the OpenImmo fields German portals use. */
export const marketingTypes = [
  { id: 'kauf', name: 'Kauf' },
  { id: 'miete', name: 'Miete' },
] as const;

export const usageTypes = [
  { id: 'wohnen', name: 'Wohnen' },
  { id: 'gewerbe', name: 'Gewerbe' },
] as const;

export const objectTypes = [
  { id: 'wohnung', name: 'Wohnung' },
  { id: 'haus', name: 'Haus' },
  { id: 'grundstueck', name: 'Grundstück' },
  { id: 'buero', name: 'Büro / Praxis' },
  { id: 'einzelhandel', name: 'Laden / Einzelhandel' },
  // What an OpenImmo import cannot place in the types above (docs/openimmo.md).
  { id: 'sonstige', name: 'Sonstige' },
] as const;

export const propertyStatuses = [
  { id: 'verfuegbar', name: 'Verfügbar' },
  { id: 'reserviert', name: 'Reserviert' },
  { id: 'verkauft', name: 'Verkauft' },
  { id: 'vermietet', name: 'Vermietet' },
] as const;

export const conditions = [
  { id: 'erstbezug', name: 'Erstbezug' },
  { id: 'neuwertig', name: 'Neuwertig' },
  { id: 'saniert', name: 'Saniert' },
  { id: 'modernisiert', name: 'Modernisiert' },
  { id: 'gepflegt', name: 'Gepflegt' },
  { id: 'renovierungsbeduerftig', name: 'Renovierungsbedürftig' },
] as const;

/** GEG § 87: the kind of certificate, or why there is none. */
export const energyCertificateTypes = [
  { id: 'bedarf', name: 'Bedarfsausweis' },
  { id: 'verbrauch', name: 'Verbrauchsausweis' },
  { id: 'liegt-nicht-vor', name: 'Liegt noch nicht vor (wird zur Besichtigung vorgelegt)' },
  { id: 'nicht-erforderlich', name: 'Nicht erforderlich (z. B. Baudenkmal)' },
] as const;

export const energySources = [
  { id: 'gas', name: 'Gas' },
  { id: 'oel', name: 'Öl' },
  { id: 'fernwaerme', name: 'Fernwärme' },
  { id: 'waermepumpe', name: 'Wärmepumpe (Strom)' },
  { id: 'pellets', name: 'Holzpellets' },
  { id: 'strom', name: 'Strom' },
  { id: 'solar', name: 'Solarthermie' },
  { id: 'bhkw', name: 'Blockheizkraftwerk' },
] as const;

export const efficiencyClasses = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id) => ({ id, name: id })) as readonly {
  id: 'A+' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';
  name: string;
}[];

export const buildingKinds = [
  { id: 'wohngebaeude', name: 'Wohngebäude' },
  { id: 'nichtwohngebaeude', name: 'Nichtwohngebäude' },
] as const;

export const propertyFeatures = [
  { id: 'aufzug', name: 'Aufzug' },
  { id: 'einbaukueche', name: 'Einbauküche' },
  { id: 'keller', name: 'Keller' },
  { id: 'garten', name: 'Garten' },
  { id: 'balkon', name: 'Balkon' },
  { id: 'terrasse', name: 'Terrasse' },
  { id: 'gaeste-wc', name: 'Gäste-WC' },
  { id: 'fussbodenheizung', name: 'Fußbodenheizung' },
  { id: 'denkmalschutz', name: 'Denkmalschutz' },
  { id: 'haustiere', name: 'Haustiere erlaubt' },
  { id: 'stellplatz', name: 'Stellplatz / Garage' },
  { id: 'barrierefrei', name: 'Barrierefrei' },
  { id: 'kamin', name: 'Kamin' },
  { id: 'parkett', name: 'Parkett' },
  { id: 'altbau', name: 'Altbau-Charme' },
  { id: 'klimaanlage', name: 'Klimaanlage' },
] as const;

export const serviceTypes = [
  { id: 'verkauf', name: 'Verkauf' },
  { id: 'vermietung', name: 'Vermietung' },
  { id: 'neubau', name: 'Neubauprojekt' },
  { id: 'bewertung', name: 'Immobilienbewertung' },
] as const;

/** How an offer for sale states the buyer's commission (§§ 656a–656d BGB); the percentage includes VAT. */
export const buyerCommissionKinds = [
  { id: 'prozent', name: 'Prozent des Kaufpreises' },
  { id: 'halbteilung', name: 'Halbteilung nach § 656c BGB (Prozent je Seite)' },
  { id: 'provisionsfrei', name: 'Provisionsfrei für Käufer' },
] as const;
