import { listingDistricts } from '../../src/shared/resources/choices/districts';
import { efficiencyClasses, propertyFeatures } from '../../src/shared/resources/choices/property';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import {
  ADMINISTRATION_FEATURES,
  BUILDING_KINDS,
  CONDITIONS,
  CONDITIONS_READ_ALSO,
  ENERGY_SOURCES,
  ENERGY_SOURCES_READ_ALSO,
  FEATURE_ELEMENTS,
  FLOOR_PLAN_GROUP,
  fromCode,
  IMAGE_GROUPS,
  isTrue,
  OBJECT_ELEMENTS,
  SUBTYPE_ATTRIBUTES,
  SUBTYPES,
  USER_DEFINED_FEATURES,
  USER_DEFINED_PREFIX,
} from './codes';
import { PRICE_ON_REQUEST } from './exportListing';
import { plainToRichText } from './freeText';
import { attribute, child, childNames, children, textAt, textOf, type XmlNode } from './xmlReader';

type Fields = Partial<Record<keyof PropertyRecord, unknown>>;

/** A picture an `anhang` points at, before it has gone through the image pipeline. */
export interface PictureRef {
  target: 'images' | 'floorPlans';
  title?: string;
  location: 'INTERN' | 'EXTERN';
  /** EXTERN: the path relative to the XML; INTERN: the base64 content. */
  data: string;
  titlePicture: boolean;
}

export interface ImportedListing {
  objectNumber: string;
  aktion: '' | 'CHANGE' | 'DELETE' | 'REFERENZ';
  /** Fields OpenImmo carried, in our terms (pictures and contact person aside). */
  fields: Fields;
  contactEmail?: string;
  contactName?: string;
  pictures: PictureRef[];
  warnings: string[];
}

/** The fields an import sets; the rest of an existing listing (published, notes, portals …) stays as it is. */
export const CARRIED_FIELDS = [
  'title',
  'objectNumber',
  'marketingType',
  'usage',
  'objectType',
  'objectSubtype',
  'status',
  'isNewBuild',
  'availableFrom',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'district',
  'showExactAddress',
  'latitude',
  'longitude',
  'price',
  'coldRent',
  'utilities',
  'heatingCosts',
  'heatingIncluded',
  'warmRent',
  'deposit',
  'houseFee',
  'buyerCommission',
  'buyerCommissionPercent',
  'commission',
  'priceOnRequest',
  'livingArea',
  'usableArea',
  'plotArea',
  'rooms',
  'bedrooms',
  'bathrooms',
  'balconies',
  'parkingSpaces',
  'floor',
  'energyCertificateType',
  'buildingKind',
  'energyValue',
  'energyValueElectricity',
  'energySource',
  'efficiencyClass',
  'yearBuilt',
  'energyCertificateIssued',
  'energyCertificateValidUntil',
  'energyIncludesHotWater',
  'condition',
  'lastModernisation',
  'features',
  'description',
  'locationDescription',
  'featuresDescription',
  'otherInformation',
] as const satisfies readonly (keyof PropertyRecord)[];

/** "1234.5", "1234,5" and "1.234,50" as a number; undefined for anything else. */
export function parseDecimal(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  let value = text.trim().replaceAll(' ', '');
  if (value.includes(',')) value = value.replaceAll('.', '').replace(',', '.');
  if (value === '' || !Number.isFinite(Number(value))) return undefined;
  return Number(value);
}

/** The year in "1965" or "ca. 1965"; with several (a text like "Bad 1997, Küche 2010") the latest. */
function parseYear(text: string | undefined): number | undefined {
  const years = (text ?? '').match(/\d{4}/g)?.map(Number) ?? [];
  return years.length ? Math.max(...years) : undefined;
}

/** ISO dates as they are; German "31.12.2030" turned into ISO. */
function parseDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const trimmed = text.trim().slice(0, 10);
  if (trimmed.length === 10 && trimmed[4] === '-' && trimmed[7] === '-') return trimmed;
  const parts = trimmed.split('.');
  if (parts.length === 3 && parts[2].length === 4) return `${parts[2]}-${parts[1].padStart(2, '0')}-${parts[0].padStart(2, '0')}`;
  return undefined;
}

class Reader {
  readonly warnings: string[] = [];

  number(text: string | undefined, what: string, integer = false): number | null {
    if (text === undefined) return null;
    const value = parseDecimal(text);
    if (value === undefined) {
      this.warnings.push(`${what} „${text}“ ist keine Zahl und wurde nicht übernommen.`);
      return null;
    }
    return integer ? Math.round(value) : value;
  }

  /** Text cut to the field's length, with a warning when something was cut. */
  text(value: string | undefined, max: number, what: string): string | null {
    if (value === undefined) return null;
    const trimmed = value.trim();
    if (trimmed.length <= max) return trimmed;
    this.warnings.push(`${what} war länger als ${max} Zeichen und wurde gekürzt.`);
    return trimmed.slice(0, max);
  }
}

/** The first percentage in a text ("3,57 %", "3.57%"); bounded digits keep the search linear. */
const PERCENT = /\b(\d{1,3}(?:[.,]\d{1,3})?)\s?%/;
const MAX_BUYER_COMMISSION = 10;

/**
 * A sale's buyer's commission as our structured value: provisionspflichtig false is "provisionsfrei", otherwise the
 * percentage in aussen_courtage (our own export writes the exposé's sentence there). The note is courtage_hinweis;
 * aussen_courtage itself becomes the note only when no structured value could be read from it.
 */
function saleCommission(
  preise: XmlNode | undefined,
  reader: Reader,
): Pick<Fields, 'buyerCommission' | 'buyerCommissionPercent' | 'commission'> {
  const courtage = textAt(preise, 'aussen_courtage');
  const note = () => reader.text(textAt(preise, 'courtage_hinweis'), 200, 'Der Provisionshinweis');
  const liable = textAt(preise, 'provisionspflichtig')?.trim();
  if (liable === 'false' || liable === '0') return { buyerCommission: 'provisionsfrei', buyerCommissionPercent: null, commission: note() };
  const found = courtage?.match(PERCENT)?.[1];
  const percent = parseDecimal(found);
  const tooHigh = percent !== undefined && percent > MAX_BUYER_COMMISSION;
  if (tooHigh)
    reader.warnings.push(
      `Die Käuferprovision von ${found} % liegt nicht zwischen 0 und ${MAX_BUYER_COMMISSION} % und wurde nur als Provisionshinweis übernommen; bitte prüfen Sie sie im Dashboard.`,
    );
  if (courtage === undefined || percent === undefined || tooHigh)
    return { buyerCommission: null, buyerCommissionPercent: null, commission: reader.text(courtage, 200, 'Die Provision') };
  const lower = courtage.toLowerCase();
  const split = lower.includes('656c') || lower.includes('halbteilung');
  return { buyerCommission: split ? 'halbteilung' : 'prozent', buyerCommissionPercent: percent, commission: note() };
}

function objectType(objektart: XmlNode | undefined, reader: Reader): Pick<Fields, 'objectType' | 'objectSubtype'> {
  const element = childNames(objektart).find((name) => name !== 'objektart_zusatz');
  const ours = fromCode(OBJECT_ELEMENTS, element);
  const extra = reader.text(textAt(objektart, 'objektart_zusatz'), 60, 'Der Objekttyp');
  if (!ours) {
    reader.warnings.push(`Die Objektart „${element ?? 'keine'}“ gibt es hier nicht; das Objekt wird als „Sonstige“ übernommen.`);
    return { objectType: 'sonstige', objectSubtype: extra };
  }
  const code = attribute(child(objektart, element!), SUBTYPE_ATTRIBUTES[ours]);
  const subtype = SUBTYPES[ours].find(([, theirs]) => theirs === code)?.[0];
  return { objectType: ours, objectSubtype: extra ?? subtype ?? null };
}

function district(geo: XmlNode | undefined, reader: Reader): string {
  const named = textAt(geo, 'regionaler_zusatz');
  const wanted = named?.trim().toLowerCase();
  const match = listingDistricts.find((choice) => choice.name.toLowerCase() === wanted || choice.id === wanted);
  if (match) return match.id;
  if (named) reader.warnings.push(`Den Stadtteil „${named}“ gibt es in der Auswahl nicht; er wird als „Außerhalb Kölns“ übernommen.`);
  return 'ausserhalb';
}

function features(immobilie: XmlNode): PropertyRecord['features'] {
  const ausstattung = child(immobilie, 'ausstattung');
  const found = new Set<string>();
  for (const rule of FEATURE_ELEMENTS) {
    const element = child(ausstattung, rule.element);
    if (!element) continue;
    const yes = rule.attribute
      ? rule.value
        ? attribute(element, rule.attribute) === rule.value
        : isTrue(attribute(element, rule.attribute))
      : isTrue(textOf(element));
    if (yes) found.add(rule.feature);
  }
  for (const field of children(ausstattung, 'user_defined_simplefield')) {
    const name = attribute(field, 'feldname') ?? '';
    const feature = name.startsWith(USER_DEFINED_PREFIX) ? name.slice(USER_DEFINED_PREFIX.length) : '';
    if ((USER_DEFINED_FEATURES as readonly string[]).includes(feature) && isTrue(textOf(field))) found.add(feature);
  }
  const verwaltung = child(immobilie, 'verwaltung_objekt');
  for (const rule of ADMINISTRATION_FEATURES) if (isTrue(textAt(verwaltung, rule.element))) found.add(rule.feature);
  if (attribute(child(child(immobilie, 'zustand_angaben'), 'alter'), 'alter_attr') === 'ALTBAU') found.add('altbau');
  if (child(ausstattung, 'stellplatzart')) found.add('stellplatz');
  // In the declaration's order, so the same listing always gives the same list.
  return propertyFeatures.map((feature) => feature.id).filter((id) => found.has(id));
}

function energy(zustand: XmlNode | undefined, immobilie: XmlNode, reader: Reader): Fields {
  const pass = child(zustand, 'energiepass');
  if (!pass) return {};
  const epart = textAt(pass, 'epart');
  const jahrgang = textAt(pass, 'jahrgang');
  if (!epart) {
    if (jahrgang === 'nicht_noetig') return { energyCertificateType: 'nicht-erforderlich' };
    if (jahrgang === 'bei_besichtigung' || jahrgang === 'ohne') return { energyCertificateType: 'liegt-nicht-vor' };
    return {};
  }
  const type = epart === 'BEDARF' ? 'bedarf' : epart === 'VERBRAUCH' ? 'verbrauch' : undefined;
  if (!type) {
    reader.warnings.push(`Die Energieausweisart „${epart}“ ist unbekannt; die Energiedaten wurden nicht übernommen.`);
    return {};
  }
  const value = textAt(pass, type === 'bedarf' ? 'endenergiebedarf' : 'energieverbrauchkennwert') ?? textAt(pass, 'waermewert');
  const sourceCode = textAt(pass, 'primaerenergietraeger')?.toUpperCase();
  const firing = child(child(immobilie, 'ausstattung'), 'befeuerung');
  const firingCode = [...ENERGY_SOURCES, ...ENERGY_SOURCES_READ_ALSO]
    .map(([, code]) => code)
    .find((code) => isTrue(attribute(firing, code)));
  const source =
    fromCode(ENERGY_SOURCES, sourceCode) ??
    fromCode(ENERGY_SOURCES_READ_ALSO, sourceCode) ??
    fromCode(ENERGY_SOURCES, firingCode) ??
    fromCode(ENERGY_SOURCES_READ_ALSO, firingCode);
  if (sourceCode && !source) reader.warnings.push(`Der Energieträger „${sourceCode}“ ist unbekannt und wurde nicht übernommen.`);
  const wertklasse = textAt(pass, 'wertklasse')?.trim().toUpperCase();
  const efficiencyClass = efficiencyClasses.find((choice) => choice.id === wertklasse)?.id ?? null;
  if (wertklasse && !efficiencyClass) reader.warnings.push(`Die Effizienzklasse „${wertklasse}“ ist unbekannt und wurde nicht übernommen.`);
  return {
    energyCertificateType: type,
    energyValue: reader.number(value, 'Der Energiekennwert'),
    energyValueElectricity: reader.number(textAt(pass, 'stromwert'), 'Der Stromkennwert'),
    energySource: source ?? null,
    efficiencyClass,
    buildingKind: fromCode(BUILDING_KINDS, textAt(pass, 'gebaeudeart')) ?? null,
    energyIncludesHotWater: isTrue(textAt(pass, 'mitwarmwasser')),
    energyCertificateIssued: parseDate(textAt(pass, 'ausstelldatum')) ?? null,
    energyCertificateValidUntil: parseDate(textAt(pass, 'gueltig_bis')) ?? null,
    ...(textAt(pass, 'baujahr') ? { yearBuilt: parseYear(textAt(pass, 'baujahr')) ?? null } : {}),
  };
}

function status(immobilie: XmlNode, aktion: ImportedListing['aktion'], sale: boolean): Pick<Fields, 'status' | 'showAsReference'> {
  const stand = attribute(child(child(immobilie, 'zustand_angaben'), 'verkaufstatus'), 'stand');
  const rented = isTrue(textAt(immobilie, 'verwaltung_objekt', 'vermietet'));
  if (aktion === 'REFERENZ') return { status: sale ? 'verkauft' : 'vermietet', showAsReference: true };
  if (sale && stand === 'VERKAUFT') return { status: 'verkauft' };
  if (!sale && rented) return { status: 'vermietet' };
  if (stand === 'RESERVIERT') return { status: 'reserviert' };
  return { status: 'verfuegbar' };
}

function pictures(immobilie: XmlNode, reader: Reader): PictureRef[] {
  const refs: PictureRef[] = [];
  for (const anhang of children(child(immobilie, 'anhaenge'), 'anhang')) {
    const group = attribute(anhang, 'gruppe') ?? 'BILD';
    const location = attribute(anhang, 'location');
    const title = textAt(anhang, 'anhangtitel');
    const name = title ? `„${title}“` : `(${group})`;
    const target = group === FLOOR_PLAN_GROUP ? 'floorPlans' : IMAGE_GROUPS.has(group) ? 'images' : undefined;
    if (!target) {
      reader.warnings.push(`Der Anhang ${name} der Gruppe ${group} wurde nicht übernommen (nur Bilder und Grundrisse).`);
      continue;
    }
    if (location === 'REMOTE') {
      reader.warnings.push(
        `Das Bild ${name} liegt im Internet (REMOTE) und wurde nicht übernommen: Der Server lädt keine Dateien aus dem Internet.`,
      );
      continue;
    }
    const data = location === 'INTERN' ? textAt(anhang, 'daten', 'anhanginhalt') : textAt(anhang, 'daten', 'pfad');
    if ((location !== 'INTERN' && location !== 'EXTERN') || !data) {
      reader.warnings.push(`Das Bild ${name} hat keine lesbaren Daten und wurde nicht übernommen.`);
      continue;
    }
    refs.push({ target, title, location, data, titlePicture: group === 'TITELBILD' });
  }
  // The title picture first: our first picture is the title picture.
  return [...refs.filter((ref) => ref.titlePicture), ...refs.filter((ref) => !ref.titlePicture)];
}

/** One `immobilie` in our terms, with what could not be taken over as German warnings. */
export function readListing(immobilie: XmlNode): ImportedListing {
  const techn = child(immobilie, 'verwaltung_techn');
  const objectNumber = (textAt(techn, 'objektnr_extern') ?? textAt(techn, 'objektnr_intern') ?? '').trim();
  const rawAktion = attribute(child(techn, 'aktion'), 'aktionart') ?? '';
  const aktion = (['CHANGE', 'DELETE', 'REFERENZ'].includes(rawAktion) ? rawAktion : '') as ImportedListing['aktion'];
  const reader = new Reader();
  const kategorie = child(immobilie, 'objektkategorie');
  const geo = child(immobilie, 'geo');
  const preise = child(immobilie, 'preise');
  const flaechen = child(immobilie, 'flaechen');
  const zustand = child(immobilie, 'zustand_angaben');
  const freitexte = child(immobilie, 'freitexte');
  const verwaltung = child(immobilie, 'verwaltung_objekt');
  const kontakt = child(immobilie, 'kontaktperson');

  const vermarktung = child(kategorie, 'vermarktungsart');
  const sale = isTrue(attribute(vermarktung, 'KAUF')) || !isTrue(attribute(vermarktung, 'MIETE_PACHT'));
  if (isTrue(attribute(vermarktung, 'KAUF')) && isTrue(attribute(vermarktung, 'MIETE_PACHT'))) {
    reader.warnings.push('Das Objekt ist zugleich zum Kauf und zur Miete ausgeschrieben; es wird als Kaufobjekt übernommen.');
  }
  const nutzung = child(kategorie, 'nutzungsart');
  const usage = !isTrue(attribute(nutzung, 'WOHNEN')) && isTrue(attribute(nutzung, 'GEWERBE')) ? 'gewerbe' : 'wohnen';
  const type = objectType(child(kategorie, 'objektart'), reader);

  const kaufpreis = child(preise, 'kaufpreis');
  const priceOnRequest = isTrue(attribute(kaufpreis, 'auf_anfrage')) || textAt(preise, 'freitext_preis') === PRICE_ON_REQUEST;
  const coordinates = child(geo, 'geokoordinaten');
  const street = reader.text(textAt(geo, 'strasse'), 100, 'Die Straße');
  const freigabe = textAt(verwaltung, 'objektadresse_freigeben');
  const ort = reader.text(textAt(geo, 'ort'), 60, 'Der Ort');
  const title = reader.text(textAt(freitexte, 'objekttitel'), 120, 'Der Titel');

  const fields: Fields = {
    title: title ?? `${type.objectSubtype ?? type.objectType} in ${ort ?? 'unbekanntem Ort'}`,
    objectNumber: reader.text(objectNumber, 30, 'Die Objektnummer'),
    marketingType: sale ? 'kauf' : 'miete',
    usage,
    ...type,
    ...status(immobilie, aktion, sale),
    isNewBuild: attribute(child(zustand, 'alter'), 'alter_attr') === 'NEUBAU',
    availableFrom: reader.text(textAt(verwaltung, 'verfuegbar_ab'), 40, '„Verfügbar ab“'),
    street,
    houseNumber: reader.text(textAt(geo, 'hausnummer'), 10, 'Die Hausnummer'),
    postcode: textAt(geo, 'plz')?.trim() ?? null,
    city: ort,
    district: district(geo, reader),
    // OpenImmo: a missing objektadresse_freigeben means yes.
    showExactAddress: Boolean(street) && (freigabe === undefined || isTrue(freigabe)),
    latitude: reader.number(attribute(coordinates, 'breitengrad'), 'Der Breitengrad'),
    longitude: reader.number(attribute(coordinates, 'laengengrad'), 'Der Längengrad'),
    price: priceOnRequest ? null : reader.number(textOf(kaufpreis), 'Der Kaufpreis'),
    coldRent: reader.number(textAt(preise, 'kaltmiete') ?? textAt(preise, 'nettokaltmiete'), 'Die Kaltmiete'),
    warmRent: reader.number(textAt(preise, 'warmmiete'), 'Die Warmmiete'),
    utilities: reader.number(textAt(preise, 'nebenkosten'), 'Die Nebenkosten'),
    heatingCosts: reader.number(textAt(preise, 'heizkosten'), 'Die Heizkosten'),
    heatingIncluded: isTrue(textAt(preise, 'heizkosten_enthalten')),
    deposit: reader.number(textAt(preise, 'kaution'), 'Die Kaution'),
    houseFee: reader.number(textAt(preise, 'hausgeld'), 'Das Hausgeld'),
    ...(sale ? saleCommission(preise, reader) : { commission: reader.text(textAt(preise, 'aussen_courtage'), 200, 'Die Provision') }),
    priceOnRequest,
    livingArea: reader.number(textAt(flaechen, 'wohnflaeche'), 'Die Wohnfläche'),
    usableArea: reader.number(textAt(flaechen, 'nutzflaeche'), 'Die Nutzfläche'),
    plotArea: reader.number(textAt(flaechen, 'grundstuecksflaeche'), 'Die Grundstücksfläche'),
    rooms: reader.number(textAt(flaechen, 'anzahl_zimmer'), 'Die Zimmerzahl'),
    bedrooms: reader.number(textAt(flaechen, 'anzahl_schlafzimmer'), 'Die Zahl der Schlafzimmer', true),
    bathrooms: reader.number(textAt(flaechen, 'anzahl_badezimmer'), 'Die Zahl der Badezimmer', true),
    balconies: sumOrNull(
      reader.number(textAt(flaechen, 'anzahl_balkone'), 'Die Zahl der Balkone', true),
      reader.number(textAt(flaechen, 'anzahl_terrassen'), 'Die Zahl der Terrassen', true),
    ),
    parkingSpaces: reader.number(textAt(flaechen, 'anzahl_stellplaetze'), 'Die Zahl der Stellplätze', true),
    floor: reader.number(textAt(geo, 'etage'), 'Die Etage', true),
    yearBuilt: parseYear(textAt(zustand, 'baujahr')) ?? null,
    lastModernisation: parseYear(textAt(zustand, 'letztemodernisierung')) ?? null,
    condition: conditionOf(attribute(child(zustand, 'zustand'), 'zustand_art'), reader),
    energyCertificateType: null,
    ...energy(zustand, immobilie, reader),
    description: plainToRichText(textAt(freitexte, 'objektbeschreibung') ?? textAt(freitexte, 'dreizeiler')),
    locationDescription: plainToRichText(textAt(freitexte, 'lage')),
    featuresDescription: plainToRichText(textAt(freitexte, 'ausstatt_beschr')),
    otherInformation: plainToRichText(textAt(freitexte, 'sonstige_angaben')),
  };
  fields.features = features(immobilie);
  if (!title) reader.warnings.push('Das Objekt hat keinen Titel (objekttitel); ein Titel wurde aus Objektart und Ort gebildet.');
  return {
    objectNumber,
    aktion,
    fields,
    contactEmail: textAt(kontakt, 'email_direkt') ?? textAt(kontakt, 'email_zentrale'),
    contactName: [textAt(kontakt, 'vorname'), textAt(kontakt, 'name')].filter(Boolean).join(' ') || undefined,
    pictures: pictures(immobilie, reader),
    warnings: reader.warnings,
  };
}

function sumOrNull(a: number | null, b: number | null): number | null {
  return a === null && b === null ? null : (a ?? 0) + (b ?? 0);
}

function conditionOf(code: string | undefined, reader: Reader): PropertyRecord['condition'] | null {
  if (!code) return null;
  const ours = fromCode(CONDITIONS, code) ?? fromCode(CONDITIONS_READ_ALSO, code);
  if (!ours) reader.warnings.push(`Der Zustand „${code}“ hat hier keine Entsprechung und wurde nicht übernommen.`);
  return ours ?? null;
}
