import { choiceName } from '../../src/shared/format/choices';
import { buyerCommissionText } from '../../src/shared/listings/exposeFacts';
import { listingDistricts } from '../../src/shared/resources/choices/districts';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { TeamRecord } from '../../src/shared/resources/team';
import {
  ADMINISTRATION_FEATURES,
  BUILDING_KINDS,
  CONDITIONS,
  ENERGY_SOURCES,
  FEATURE_ELEMENTS,
  OBJECT_ELEMENTS,
  SUBTYPE_ATTRIBUTES,
  SUBTYPES,
  toCode,
  USER_DEFINED_FEATURES,
  USER_DEFINED_PREFIX,
} from './codes';
import { richTextToPlain } from './freeText';
import { el, groupEl, textEl, type XmlElement } from './xmlWriter';

/** A property as stored, with its id and times. */
export type ListingRecord = PropertyRecord & { id: string; updatedAt: string };

/** `aktion/@aktionart`; '' is a plain `<aktion/>` (new, or every listing of a VOLL transfer). */
export type Aktion = '' | 'CHANGE' | 'DELETE' | 'REFERENZ';

/** A picture written beside the XML (location EXTERN). */
export interface ExportPicture {
  group: 'TITELBILD' | 'BILD' | 'GRUNDRISS';
  title: string;
  /** Relative to the XML file. */
  path: string;
  format: string;
}

export interface ListingContext {
  agency: Pick<SettingsRecord, 'companyName' | 'email' | 'phone'>;
  contact?: Pick<TeamRecord, 'name' | 'email' | 'phone' | 'role'> | null;
  pictures: readonly ExportPicture[];
}

const flag = (value: boolean) => (value ? 'true' : 'false');
const has = (record: ListingRecord, feature: PropertyRecord['features'][number]) => record.features.includes(feature);

/** OpenImmo's object number: ours, or the record's id where staff gave none. */
export const objectNumberOf = (record: Pick<ListingRecord, 'objectNumber' | 'id'>) => record.objectNumber || record.id;

/** Stable per listing and never reused: the record's id. */
export const obidOf = (record: Pick<ListingRecord, 'id'>) => record.id;

function objektkategorie(record: ListingRecord): XmlElement {
  const subtypeCode = SUBTYPES[record.objectType].find(([name]) => name === record.objectSubtype)?.[1];
  const element = toCode(OBJECT_ELEMENTS, record.objectType) ?? 'sonstige';
  return el('objektkategorie', {}, [
    el('nutzungsart', { WOHNEN: flag(record.usage === 'wohnen'), GEWERBE: flag(record.usage === 'gewerbe') }),
    el('vermarktungsart', { KAUF: flag(record.marketingType === 'kauf'), MIETE_PACHT: flag(record.marketingType === 'miete') }),
    el('objektart', {}, [
      el(element, { [SUBTYPE_ATTRIBUTES[record.objectType]]: subtypeCode }),
      // A subtype portals have no code for travels as text, so it comes back as staff wrote it.
      !subtypeCode && textEl('objektart_zusatz', record.objectSubtype),
    ]),
  ]);
}

function geo(record: ListingRecord): XmlElement {
  const exact = record.showExactAddress;
  return el('geo', {}, [
    textEl('plz', record.postcode),
    textEl('ort', record.city),
    exact && record.latitude != null && record.longitude != null
      ? el('geokoordinaten', { breitengrad: String(record.latitude), laengengrad: String(record.longitude) })
      : null,
    exact && textEl('strasse', record.street),
    exact && textEl('hausnummer', record.houseNumber),
    textEl('etage', record.floor),
    record.district !== 'ausserhalb' && textEl('regionaler_zusatz', choiceName(listingDistricts, record.district)),
  ]);
}

/** The schema wants a surname; a team member has one name field, whose last word is taken as the surname. */
function splitName(name: string): { first?: string; last: string } {
  const words = name.trim().split(' ').filter(Boolean);
  if (words.length < 2) return { last: name.trim() };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] };
}

function kontaktperson({ agency, contact }: ListingContext): XmlElement {
  const name = splitName(contact?.name || agency.companyName);
  return el('kontaktperson', {}, [
    textEl('email_zentrale', agency.email),
    textEl('email_direkt', contact?.email),
    textEl('tel_zentrale', agency.phone),
    textEl('tel_durchw', contact?.phone),
    textEl('name', name.last),
    textEl('vorname', name.first),
    textEl('position', contact?.role),
    textEl('firma', agency.companyName),
  ]);
}

const PRICE_ON_REQUEST = 'Preis auf Anfrage';

/**
 * A sale's buyer's commission: aussen_courtage is the sentence the exposé and the PDF print, so portals show the same
 * figure; provisionspflichtig and mit_mwst let a portal read it without parsing; the note travels on its own in
 * courtage_hinweis, so an import can tell it from the structured value.
 */
function saleCommission(record: ListingRecord): (XmlElement | null)[] {
  const kind = record.buyerCommission;
  const percentStated = (kind === 'prozent' || kind === 'halbteilung') && record.buyerCommissionPercent != null;
  return [
    kind ? textEl('provisionspflichtig', flag(kind !== 'provisionsfrei')) : null,
    textEl('aussen_courtage', buyerCommissionText(record), { mit_mwst: percentStated ? 'true' : undefined }),
    // Without a structured value the note already is the whole aussen_courtage; a second copy would come back twice.
    kind ? textEl('courtage_hinweis', record.commission) : null,
  ];
}

function preise(record: ListingRecord): XmlElement | null {
  const onRequest = record.priceOnRequest;
  const sale = record.marketingType === 'kauf';
  return groupEl('preise', [
    sale && (onRequest ? textEl('kaufpreis', 0, { auf_anfrage: 'true' }) : textEl('kaufpreis', record.price)),
    !sale && !onRequest && textEl('kaltmiete', record.coldRent),
    !sale && !onRequest && textEl('warmmiete', record.warmRent),
    textEl('nebenkosten', record.utilities),
    !sale && textEl('heizkosten_enthalten', flag(record.heatingIncluded)),
    textEl('heizkosten', record.heatingCosts),
    textEl('hausgeld', record.houseFee),
    ...(sale ? saleCommission(record) : [textEl('aussen_courtage', record.commission)]),
    // kaltmiete has no "auf Anfrage" attribute: a rental's price on request is said in words.
    !sale && onRequest && textEl('freitext_preis', PRICE_ON_REQUEST),
    textEl('kaution', record.deposit),
  ]);
}
export { PRICE_ON_REQUEST };

function flaechen(record: ListingRecord): XmlElement | null {
  return groupEl('flaechen', [
    textEl('wohnflaeche', record.livingArea),
    textEl('nutzflaeche', record.usableArea),
    textEl('grundstuecksflaeche', record.plotArea),
    textEl('anzahl_zimmer', record.rooms),
    textEl('anzahl_schlafzimmer', record.bedrooms),
    textEl('anzahl_badezimmer', record.bathrooms),
    textEl('anzahl_balkone', record.balconies),
    // positiveInteger: no element for none.
    record.parkingSpaces ? textEl('anzahl_stellplaetze', record.parkingSpaces) : null,
  ]);
}

function ausstattung(record: ListingRecord): XmlElement | null {
  const featureElement = (element: string) => {
    const rules = FEATURE_ELEMENTS.filter((rule) => rule.element === element && has(record, rule.feature));
    if (rules.length === 0) return null;
    const attribute = rules[0].attribute;
    if (!attribute) return textEl(element, 'true');
    return el(element, Object.fromEntries(rules.map((rule) => [rule.attribute!, rule.value ?? 'true'])));
  };
  const befeuerung = toCode(ENERGY_SOURCES, record.energySource);
  return groupEl('ausstattung', [
    featureElement('kueche'),
    featureElement('boden'),
    featureElement('kamin'),
    featureElement('heizungsart'),
    befeuerung && el('befeuerung', { [befeuerung]: 'true' }),
    featureElement('klimatisiert'),
    featureElement('fahrstuhl'),
    featureElement('gartennutzung'),
    featureElement('barrierefrei'),
    featureElement('unterkellert'),
    featureElement('gaestewc'),
    ...USER_DEFINED_FEATURES.filter((feature) => has(record, feature)).map((feature) =>
      textEl('user_defined_simplefield', 'true', { feldname: `${USER_DEFINED_PREFIX}${feature}` }),
    ),
  ]);
}

/** 2014: the certificate follows EnEV 2014 (issued from 1 May 2014), the version portals ask about. */
const jahrgang = (issued: string | null) => (issued && issued < '2014-05-01' ? '2008' : '2014');

/** GEG § 87: every mandatory fact of the energy certificate, or why there is none. */
function energiepass(record: ListingRecord): XmlElement | null {
  const type = record.energyCertificateType;
  if (type === 'liegt-nicht-vor') return el('energiepass', {}, [textEl('jahrgang', 'bei_besichtigung')]);
  if (type === 'nicht-erforderlich') return el('energiepass', {}, [textEl('jahrgang', 'nicht_noetig')]);
  if (type !== 'bedarf' && type !== 'verbrauch') return null;
  const nonResidential = record.buildingKind === 'nichtwohngebaeude';
  const source = toCode(ENERGY_SOURCES, record.energySource);
  return el('energiepass', {}, [
    textEl('epart', type === 'bedarf' ? 'BEDARF' : 'VERBRAUCH'),
    textEl('gueltig_bis', record.energyCertificateValidUntil),
    type === 'verbrauch' && textEl('energieverbrauchkennwert', record.energyValue),
    textEl('mitwarmwasser', flag(record.energyIncludesHotWater)),
    type === 'bedarf' && textEl('endenergiebedarf', record.energyValue),
    textEl('primaerenergietraeger', source),
    nonResidential && textEl('stromwert', record.energyValueElectricity),
    nonResidential && textEl('waermewert', record.energyValue),
    textEl('wertklasse', record.efficiencyClass),
    textEl('baujahr', record.yearBuilt),
    textEl('ausstelldatum', record.energyCertificateIssued),
    textEl('jahrgang', jahrgang(record.energyCertificateIssued)),
    textEl('gebaeudeart', toCode(BUILDING_KINDS, record.buildingKind)),
  ]);
}

const SALE_STATES: Partial<Record<PropertyRecord['status'], string>> = {
  verfuegbar: 'OFFEN',
  reserviert: 'RESERVIERT',
  verkauft: 'VERKAUFT',
};

function zustandAngaben(record: ListingRecord): XmlElement | null {
  const condition = toCode(CONDITIONS, record.condition);
  const age = record.isNewBuild ? 'NEUBAU' : has(record, 'altbau') ? 'ALTBAU' : undefined;
  // OFFEN and VERKAUFT speak of a sale; RESERVIERT holds for a rental too.
  const state = record.marketingType === 'kauf' || record.status === 'reserviert' ? SALE_STATES[record.status] : undefined;
  return groupEl('zustand_angaben', [
    textEl('baujahr', record.yearBuilt),
    textEl('letztemodernisierung', record.lastModernisation),
    condition && el('zustand', { zustand_art: condition }),
    age && el('alter', { alter_attr: age }),
    energiepass(record),
    state && el('verkaufstatus', { stand: state }),
  ]);
}

function freitexte(record: ListingRecord): XmlElement {
  return el('freitexte', {}, [
    textEl('objekttitel', record.title),
    textEl('lage', richTextToPlain(record.locationDescription)),
    textEl('ausstatt_beschr', richTextToPlain(record.featuresDescription)),
    textEl('objektbeschreibung', richTextToPlain(record.description)),
    textEl('sonstige_angaben', richTextToPlain(record.otherInformation)),
  ]);
}

function anhaenge(pictures: readonly ExportPicture[]): XmlElement | null {
  return groupEl(
    'anhaenge',
    pictures.map((picture) =>
      el('anhang', { location: 'EXTERN', gruppe: picture.group }, [
        textEl('anhangtitel', picture.title),
        textEl('format', picture.format),
        el('daten', {}, [textEl('pfad', picture.path)]),
      ]),
    ),
  );
}

function verwaltungObjekt(record: ListingRecord): XmlElement {
  return el('verwaltung_objekt', {}, [
    textEl('objektadresse_freigeben', flag(record.showExactAddress)),
    textEl('verfuegbar_ab', record.availableFrom),
    record.status === 'vermietet' && textEl('vermietet', 'true'),
    ...ADMINISTRATION_FEATURES.filter((rule) => has(record, rule.feature)).map((rule) => textEl(rule.element, 'true')),
  ]);
}

function verwaltungTechn(record: ListingRecord, aktion: Aktion): XmlElement {
  return el('verwaltung_techn', {}, [
    textEl('objektnr_extern', objectNumberOf(record)),
    el('aktion', { aktionart: aktion || undefined }),
    textEl('openimmo_obid', obidOf(record)),
    textEl('stand_vom', record.updatedAt.slice(0, 10)),
  ]);
}

/** One listing as OpenImmo 1.2.7 `immobilie`, its elements in the schema's order. */
export function immobilieElement(record: ListingRecord, context: ListingContext, aktion: Aktion): XmlElement {
  return el('immobilie', {}, [
    objektkategorie(record),
    geo(record),
    kontaktperson(context),
    preise(record),
    flaechen(record),
    ausstattung(record),
    zustandAngaben(record),
    freitexte(record),
    anhaenge(context.pictures),
    verwaltungObjekt(record),
    verwaltungTechn(record, aktion),
  ]);
}
