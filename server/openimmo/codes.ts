import type { PropertyRecord } from '../../src/shared/resources/properties';

/** Our choice ids ↔ OpenImmo 1.2.7 codes. Each table reads both ways; docs/openimmo.md lists them. */
type Code<Id extends string> = readonly (readonly [Id, string])[];

export const toCode = <Id extends string>(table: Code<Id>, id: Id | null | undefined) => table.find(([ours]) => ours === id)?.[1];
export const fromCode = <Id extends string>(table: Code<Id>, code: string | undefined) => table.find(([, theirs]) => theirs === code)?.[0];

type ObjectType = PropertyRecord['objectType'];

/** objektart's child element per object type. */
export const OBJECT_ELEMENTS: Code<ObjectType> = [
  ['wohnung', 'wohnung'],
  ['haus', 'haus'],
  ['grundstueck', 'grundstueck'],
  ['buero', 'buero_praxen'],
  ['einzelhandel', 'einzelhandel'],
  ['sonstige', 'sonstige'],
];

/** The subtype's attribute on that element. */
export const SUBTYPE_ATTRIBUTES: Record<ObjectType, string> = {
  wohnung: 'wohnungtyp',
  haus: 'haustyp',
  grundstueck: 'grundst_typ',
  buero: 'buero_typ',
  einzelhandel: 'handel_typ',
  sonstige: 'sonstige_typ',
};

/**
 * Our free-text subtype (objectSubtype) for the codes portals know; a subtype not listed here travels as
 * `objektart_zusatz` text, so it comes back unchanged either way.
 */
export const SUBTYPES: Record<ObjectType, Code<string>> = {
  wohnung: [
    ['Etagenwohnung', 'ETAGE'],
    ['Dachgeschosswohnung', 'DACHGESCHOSS'],
    ['Maisonette', 'MAISONETTE'],
    ['Loft', 'LOFT-STUDIO-ATELIER'],
    ['Penthouse', 'PENTHOUSE'],
    ['Terrassenwohnung', 'TERRASSEN'],
    ['Erdgeschosswohnung', 'ERDGESCHOSS'],
    ['Souterrainwohnung', 'SOUTERRAIN'],
    ['Apartment', 'APARTMENT'],
  ],
  haus: [
    ['Einfamilienhaus', 'EINFAMILIENHAUS'],
    ['Doppelhaushälfte', 'DOPPELHAUSHAELFTE'],
    ['Reihenhaus', 'REIHENHAUS'],
    ['Reihenendhaus', 'REIHENEND'],
    ['Reihenmittelhaus', 'REIHENMITTEL'],
    ['Stadthaus', 'STADTHAUS'],
    ['Bungalow', 'BUNGALOW'],
    ['Villa', 'VILLA'],
    ['Zweifamilienhaus', 'ZWEIFAMILIENHAUS'],
    ['Mehrfamilienhaus', 'MEHRFAMILIENHAUS'],
  ],
  grundstueck: [
    ['Wohngrundstück', 'WOHNEN'],
    ['Gewerbegrundstück', 'GEWERBE'],
  ],
  buero: [
    ['Bürofläche', 'BUEROFLAECHE'],
    ['Bürohaus', 'BUEROHAUS'],
    ['Praxis', 'PRAXIS'],
    ['Praxisfläche', 'PRAXISFLAECHE'],
  ],
  einzelhandel: [
    ['Ladenlokal', 'LADENLOKAL'],
    ['Verkaufsfläche', 'VERKAUFSFLAECHE'],
  ],
  sonstige: [],
};

export const CONDITIONS: Code<NonNullable<PropertyRecord['condition']>> = [
  ['erstbezug', 'ERSTBEZUG'],
  ['neuwertig', 'NEUWERTIG'],
  ['saniert', 'VOLL_SANIERT'],
  ['modernisiert', 'MODERNISIERT'],
  ['gepflegt', 'GEPFLEGT'],
  ['renovierungsbeduerftig', 'TEIL_VOLLRENOVIERUNGSBED'],
];
/** Older or coarser codes other systems send, read as the nearest of ours. */
export const CONDITIONS_READ_ALSO: Code<NonNullable<PropertyRecord['condition']>> = [
  ['saniert', 'TEIL_VOLLSANIERT'],
  ['saniert', 'TEIL_SANIERT'],
  ['modernisiert', 'TEIL_VOLLRENOVIERT'],
  ['renovierungsbeduerftig', 'SANIERUNGSBEDUERFTIG'],
];

/** `primaerenergietraeger` and `befeuerung` share these codes (the schema says so). */
export const ENERGY_SOURCES: Code<NonNullable<PropertyRecord['energySource']>> = [
  ['gas', 'GAS'],
  ['oel', 'OEL'],
  ['fernwaerme', 'FERN'],
  ['waermepumpe', 'LUFTWP'],
  ['pellets', 'PELLET'],
  ['strom', 'ELEKTRO'],
  ['solar', 'SOLAR'],
  ['bhkw', 'BLOCK'],
];
export const ENERGY_SOURCES_READ_ALSO: Code<NonNullable<PropertyRecord['energySource']>> = [
  ['waermepumpe', 'ERDWAERME'],
  ['gas', 'FLUESSIGGAS'],
  ['pellets', 'HOLZ'],
];

export const BUILDING_KINDS: Code<NonNullable<PropertyRecord['buildingKind']>> = [
  ['wohngebaeude', 'wohn'],
  ['nichtwohngebaeude', 'nichtwohn'],
];

type Feature = PropertyRecord['features'][number];

/**
 * Features OpenImmo has a yes/no element for: element, and the attribute that says yes (or, without one, the
 * element's text "true"). Balcony, terrace and parking space have none; they travel as user-defined fields.
 */
export const FEATURE_ELEMENTS: readonly { feature: Feature; element: string; attribute?: string; value?: string }[] = [
  { feature: 'einbaukueche', element: 'kueche', attribute: 'EBK' },
  { feature: 'parkett', element: 'boden', attribute: 'PARKETT' },
  { feature: 'kamin', element: 'kamin' },
  { feature: 'fussbodenheizung', element: 'heizungsart', attribute: 'FUSSBODEN' },
  { feature: 'klimaanlage', element: 'klimatisiert' },
  { feature: 'aufzug', element: 'fahrstuhl', attribute: 'PERSONEN' },
  { feature: 'garten', element: 'gartennutzung' },
  { feature: 'barrierefrei', element: 'barrierefrei' },
  { feature: 'keller', element: 'unterkellert', attribute: 'keller', value: 'JA' },
  { feature: 'gaeste-wc', element: 'gaestewc' },
];
/** Features in verwaltung_objekt (text "true"). */
export const ADMINISTRATION_FEATURES: readonly { feature: Feature; element: string }[] = [
  { feature: 'haustiere', element: 'haustiere' },
  { feature: 'denkmalschutz', element: 'denkmalgeschuetzt' },
];
/** Features without an element of their own: `user_defined_simplefield feldname="merkmal_<id>"` in ausstattung. */
export const USER_DEFINED_FEATURES: readonly Feature[] = ['balkon', 'terrasse', 'stellplatz'];
export const USER_DEFINED_PREFIX = 'merkmal_';

/** Picture groups that land in our `images`; GRUNDRISS lands in `floorPlans`; any other group is reported. */
export const IMAGE_GROUPS = new Set(['TITELBILD', 'BILD', 'INNENANSICHTEN', 'AUSSENANSICHTEN', 'PANORAMA', 'KARTEN_LAGEPLAN']);
export const FLOOR_PLAN_GROUP = 'GRUNDRISS';

/** OpenImmo writes booleans as true/false or 1/0. */
export const isTrue = (value: string | undefined) => value === 'true' || value === '1';
