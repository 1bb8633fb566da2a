import { needsPlotArea, valuedByPlot, valuationObjectTypes, type ValuationObjectType } from './valuationChoices';

/** The structured answers of a valuation request, as the inquiry stores them (null: not given). */
export interface ValuationFacts {
  objectType?: unknown;
  postcode?: unknown;
  district?: unknown;
  livingArea?: unknown;
  plotArea?: unknown;
  rooms?: unknown;
  yearBuilt?: unknown;
  lastModernisation?: unknown;
  condition?: unknown;
  purpose?: unknown;
}

type Bounds = readonly [min: number, max: number];

/** Plausible living areas per type, in m²: outside them, a typing error is far likelier than such an object. */
export const LIVING_AREA_BOUNDS: Record<Exclude<ValuationObjectType, 'grundstueck'>, Bounds> = {
  wohnung: [15, 500],
  haus: [40, 1_000],
  mehrfamilienhaus: [100, 5_000],
};
export const PLOT_AREA_BOUNDS: Record<Exclude<ValuationObjectType, 'wohnung'>, Bounds> = {
  haus: [50, 10_000],
  mehrfamilienhaus: [100, 20_000],
  grundstueck: [50, 50_000],
};
export const ROOM_BOUNDS: Bounds = [1, 50];
export const OLDEST_BUILDING_YEAR = 1800;
/** Cologne's postcodes (50667 Altstadt-Nord … 51149 Porz). */
export const COLOGNE_POSTCODES: Bounds = [50_667, 51_149];

const typeName = (type: ValuationObjectType) => valuationObjectTypes.find((choice) => choice.id === type)!.name;
const de = (value: number) => value.toLocaleString('de-DE');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const missing = (value: unknown) => value === null || value === undefined || value === '';
const isType = (value: unknown): value is ValuationObjectType => valuationObjectTypes.some((choice) => choice.id === value);

function areaError(value: unknown, bounds: Bounds, what: string, type: ValuationObjectType): string | undefined {
  if (!isNumber(value)) return undefined;
  const [min, max] = bounds;
  if (value >= min && value <= max) return undefined;
  const article = type === 'haus' || type === 'grundstueck' ? 'Ein' : 'Eine';
  return `${article} ${typeName(type)} mit ${de(value)} m² ${what} ist sehr unwahrscheinlich. Bitte geben Sie einen Wert zwischen ${de(min)} und ${de(max)} m² an.`;
}

/**
 * What a valuation request must have and what is plausible, field → German message. The inquiries declaration
 * runs it for the topic "bewertung" (server and dashboard), the funnel per step; per-field types and limits come
 * from the declaration itself.
 */
export function valuationErrors(facts: ValuationFacts, year: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isType(facts.objectType)) {
    errors.objectType = 'Bitte wählen Sie die Art Ihrer Immobilie.';
    return errors;
  }
  const type = facts.objectType;
  if (missing(facts.postcode)) errors.postcode = 'Bitte geben Sie die Postleitzahl der Immobilie an.';
  else if (typeof facts.postcode === 'string' && /^\d{5}$/.test(facts.postcode)) {
    const code = Number(facts.postcode);
    if (code < COLOGNE_POSTCODES[0] || code > COLOGNE_POSTCODES[1])
      errors.postcode = 'Wir bewerten Immobilien in Köln: Bitte geben Sie eine Kölner Postleitzahl an (50667 bis 51149).';
  }
  if (missing(facts.district)) errors.district = 'Bitte wählen Sie den Stadtteil.';

  if (!valuedByPlot(type)) {
    if (missing(facts.livingArea)) errors.livingArea = 'Bitte geben Sie die Wohnfläche an.';
    else {
      const error = areaError(facts.livingArea, LIVING_AREA_BOUNDS[type as keyof typeof LIVING_AREA_BOUNDS], 'Wohnfläche', type);
      if (error) errors.livingArea = error;
    }
  }
  if (needsPlotArea(type)) {
    if (missing(facts.plotArea)) {
      if (type !== 'mehrfamilienhaus') errors.plotArea = 'Bitte geben Sie die Grundstücksfläche an.';
    } else {
      const error = areaError(facts.plotArea, PLOT_AREA_BOUNDS[type as keyof typeof PLOT_AREA_BOUNDS], 'Grundstücksfläche', type);
      if (error) errors.plotArea = error;
    }
  }
  if (isNumber(facts.rooms) && (facts.rooms < ROOM_BOUNDS[0] || facts.rooms > ROOM_BOUNDS[1])) {
    errors.rooms = `Bitte geben Sie zwischen ${ROOM_BOUNDS[0]} und ${ROOM_BOUNDS[1]} Zimmer an.`;
  }

  if (!valuedByPlot(type)) {
    if (missing(facts.yearBuilt)) errors.yearBuilt = 'Bitte geben Sie das Baujahr an (eine Schätzung genügt).';
    else if (isNumber(facts.yearBuilt) && (facts.yearBuilt < OLDEST_BUILDING_YEAR || facts.yearBuilt > year + 3)) {
      errors.yearBuilt = `Bitte geben Sie ein Baujahr zwischen ${OLDEST_BUILDING_YEAR} und ${year + 3} an.`;
    }
    if (isNumber(facts.lastModernisation)) {
      if (facts.lastModernisation > year) errors.lastModernisation = `Die letzte Modernisierung kann nicht nach ${year} liegen.`;
      else if (isNumber(facts.yearBuilt) && facts.lastModernisation < facts.yearBuilt)
        errors.lastModernisation = 'Die Modernisierung kann nicht vor dem Baujahr liegen.';
    }
    if (missing(facts.condition)) errors.condition = 'Bitte wählen Sie den Zustand der Immobilie.';
  }
  if (missing(facts.purpose)) errors.purpose = 'Bitte wählen Sie Ihr Anliegen.';
  return errors;
}
