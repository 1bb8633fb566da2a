/** The answers of the valuation funnel (/immobilienbewertung) that are choices, in the visitors' words. */
export const valuationObjectTypes = [
  { id: 'wohnung', name: 'Wohnung' },
  { id: 'haus', name: 'Haus' },
  { id: 'grundstueck', name: 'Grundstück' },
  { id: 'mehrfamilienhaus', name: 'Mehrfamilienhaus' },
] as const;

export type ValuationObjectType = (typeof valuationObjectTypes)[number]['id'];

/** From worst to best: the model's condition factor rises along this order (estimate.ts). */
export const valuationConditions = [
  { id: 'renovierungsbeduerftig', name: 'Renovierungsbedürftig' },
  { id: 'gepflegt', name: 'Gepflegt' },
  { id: 'modernisiert', name: 'Modernisiert' },
  { id: 'saniert', name: 'Kernsaniert' },
  { id: 'neuwertig', name: 'Neuwertig' },
  { id: 'erstbezug', name: 'Neubau / Erstbezug' },
] as const;

export type ValuationCondition = (typeof valuationConditions)[number]['id'];

/** Features that move a price; the ids are those of a property's features, so references compare. */
export const valuationFeatures = [
  { id: 'balkon', name: 'Balkon' },
  { id: 'terrasse', name: 'Terrasse' },
  { id: 'garten', name: 'Garten' },
  { id: 'aufzug', name: 'Aufzug' },
  { id: 'einbaukueche', name: 'Einbauküche' },
  { id: 'keller', name: 'Keller' },
  { id: 'stellplatz', name: 'Stellplatz / Garage' },
  { id: 'fussbodenheizung', name: 'Fußbodenheizung' },
] as const;

export const valuationPurposes = [
  { id: 'verkauf', name: 'Ich möchte verkaufen' },
  { id: 'verkauf-12-monate', name: 'Verkauf in den nächsten 12 Monaten' },
  { id: 'information', name: 'Nur zur Information' },
] as const;

export type ValuationPurpose = (typeof valuationPurposes)[number]['id'];

export const callbackTimes = [
  { id: 'vormittags', name: 'Vormittags (9–12 Uhr)' },
  { id: 'mittags', name: 'Mittags (12–14 Uhr)' },
  { id: 'nachmittags', name: 'Nachmittags (14–18 Uhr)' },
  { id: 'abends', name: 'Abends (18–20 Uhr)' },
  { id: 'egal', name: 'Jederzeit' },
] as const;

/** Whether the object is valued by its plot (land) rather than its living area. */
export const valuedByPlot = (type: ValuationObjectType) => type === 'grundstueck';

/** Whether the funnel asks for a plot area (and needs one). */
export const needsPlotArea = (type: ValuationObjectType) => type !== 'wohnung';

/**
 * Where an estimate's €/m² came from, as a valuation inquiry stores it (estimateBasis): the agency's comparables, or
 * the Marktdaten of the district, its Stadtbezirk or all of Cologne. "market" is the district's, as in records stored
 * before the Stadtbezirk fall-back.
 */
export const estimateBases = [
  { id: 'comparables', name: 'Vergleichsobjekte der Agentur' },
  { id: 'market', name: 'Marktdaten des Stadtteils (zu wenige Vergleichsobjekte)' },
  { id: 'market-borough', name: 'Marktdaten des Stadtbezirks (zu wenige Vergleichsobjekte)' },
  { id: 'market-city', name: 'Marktdaten für ganz Köln (zu wenige Vergleichsobjekte)' },
] as const;
export type EstimateBasis = (typeof estimateBases)[number]['id'];
