import {
  buyerCommissionKinds,
  buildingKinds,
  conditions,
  efficiencyClasses,
  energyCertificateTypes,
  energySources,
  marketingTypes,
  objectTypes,
  propertyFeatures,
  propertyStatuses,
  usageTypes,
} from './choices/property';
import { listingDistricts } from './choices/districts';
import { portalChannels } from './choices/portal';
import { defineResource } from './defineResource';
import { CURRENT_OFFER_STATUSES, isCurrentOffer, isReference, offerPath, referencePath } from './propertyScopes';
import type { RecordOf } from './recordTypes';

const CERTIFICATE_PRESENT = new Set(['bedarf', 'verbrauch']);
const REQUIRED = 'Pflichtangabe im Inserat nach GEG § 87, wenn ein Energieausweis vorliegt.';

/** Listings: offers for sale and rent, new-build projects and, once sold or let, references. */
export const properties = defineResource({
  name: 'properties',
  label: { one: 'Immobilie', other: 'Immobilien' },
  icon: 'home',
  groups: ['Basisdaten', 'Preise', 'Flächen', 'Energieausweis', 'Ausstattung', 'Texte', 'Bilder', 'Kontakt'],
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true, maxLength: 120, group: 'Basisdaten', list: true, sortable: true },
    { name: 'objectNumber', type: 'text', label: 'Objektnummer', maxLength: 30, group: 'Basisdaten', list: true },
    {
      name: 'marketingType',
      type: 'select',
      label: 'Vermarktung',
      choices: marketingTypes,
      required: true,
      group: 'Basisdaten',
      list: true,
      filter: true,
    },
    { name: 'usage', type: 'select', label: 'Nutzung', choices: usageTypes, required: true, group: 'Basisdaten' },
    {
      name: 'objectType',
      type: 'select',
      label: 'Objektart',
      choices: objectTypes,
      required: true,
      group: 'Basisdaten',
      list: true,
      filter: true,
    },
    { name: 'objectSubtype', type: 'text', label: 'Objekttyp (z. B. Etagenwohnung, Doppelhaushälfte)', maxLength: 60, group: 'Basisdaten' },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      choices: propertyStatuses,
      required: true,
      group: 'Basisdaten',
      list: true,
      filter: true,
    },
    { name: 'published', type: 'boolean', label: 'Veröffentlicht', group: 'Basisdaten', list: true, filter: true },
    { name: 'featured', type: 'boolean', label: 'Auf der Startseite hervorheben', group: 'Basisdaten', filter: true },
    { name: 'isNewBuild', type: 'boolean', label: 'Neubauprojekt', group: 'Basisdaten', filter: true },
    {
      name: 'showAsReference',
      type: 'boolean',
      label: 'Als Referenz zeigen',
      help: 'Verkaufte oder vermietete Objekte erscheinen dann unter „Referenzen“.',
      group: 'Basisdaten',
      filter: true,
    },
    {
      name: 'availableFrom',
      type: 'text',
      label: 'Verfügbar ab',
      maxLength: 40,
      help: 'z. B. „sofort“ oder „01.03.2027“',
      group: 'Basisdaten',
    },
    { name: 'street', type: 'text', label: 'Straße', maxLength: 100, group: 'Basisdaten' },
    { name: 'houseNumber', type: 'text', label: 'Hausnummer', maxLength: 10, group: 'Basisdaten' },
    { name: 'postcode', type: 'text', label: 'PLZ', format: 'postcode', required: true, group: 'Basisdaten' },
    { name: 'city', type: 'text', label: 'Ort', required: true, maxLength: 60, group: 'Basisdaten' },
    {
      name: 'district',
      type: 'select',
      label: 'Stadtteil',
      choices: listingDistricts,
      required: true,
      group: 'Basisdaten',
      list: true,
      filter: true,
    },
    { name: 'showExactAddress', type: 'boolean', label: 'Genaue Adresse veröffentlichen', group: 'Basisdaten' },
    { name: 'latitude', type: 'number', label: 'Breitengrad', min: -90, max: 90, group: 'Basisdaten' },
    { name: 'longitude', type: 'number', label: 'Längengrad', min: -180, max: 180, group: 'Basisdaten' },

    {
      name: 'price',
      type: 'money',
      label: 'Kaufpreis',
      min: 0,
      max: 100_000_000,
      group: 'Preise',
      list: true,
      filter: true,
      sortable: true,
    },
    { name: 'coldRent', type: 'money', label: 'Kaltmiete', min: 0, max: 1_000_000, group: 'Preise', filter: true, sortable: true },
    { name: 'utilities', type: 'money', label: 'Nebenkosten', min: 0, max: 100_000, group: 'Preise' },
    { name: 'heatingCosts', type: 'money', label: 'Heizkosten', min: 0, max: 100_000, group: 'Preise' },
    { name: 'heatingIncluded', type: 'boolean', label: 'Heizkosten in Nebenkosten enthalten', group: 'Preise' },
    { name: 'warmRent', type: 'money', label: 'Warmmiete', min: 0, max: 1_000_000, group: 'Preise' },
    { name: 'deposit', type: 'money', label: 'Kaution', min: 0, max: 1_000_000, group: 'Preise' },
    { name: 'houseFee', type: 'money', label: 'Hausgeld', min: 0, max: 100_000, group: 'Preise' },
    {
      name: 'buyerCommission',
      type: 'select',
      label: 'Käuferprovision',
      choices: buyerCommissionKinds,
      help: 'Pflichtangabe, bevor ein Kaufangebot veröffentlicht wird; so steht sie im Exposé, im PDF und bei den Portalen.',
      group: 'Preise',
    },
    {
      name: 'buyerCommissionPercent',
      type: 'number',
      label: 'Käuferprovision in % inkl. MwSt.',
      unit: '%',
      min: 0,
      max: 10,
      help: 'z. B. 3,57 – bei Halbteilung der Anteil, den Käufer und Verkäufer jeweils zahlen',
      group: 'Preise',
    },
    {
      name: 'commission',
      type: 'text',
      label: 'Provisionshinweis',
      maxLength: 200,
      help: 'Kauf: ergänzt die Käuferprovision (z. B. „fällig mit Abschluss des notariellen Kaufvertrags“). Miete: die Provision für Mieter, z. B. „Keine – der Vermieter trägt die Provision“.',
      group: 'Preise',
    },
    { name: 'priceOnRequest', type: 'boolean', label: 'Preis auf Anfrage', group: 'Preise' },
    { name: 'showPriceInReference', type: 'boolean', label: 'Preis auch als Referenz zeigen', group: 'Preise' },

    {
      name: 'livingArea',
      type: 'area',
      label: 'Wohnfläche',
      min: 0,
      max: 100_000,
      group: 'Flächen',
      list: true,
      filter: true,
      sortable: true,
    },
    { name: 'usableArea', type: 'area', label: 'Nutzfläche', min: 0, max: 100_000, group: 'Flächen' },
    { name: 'plotArea', type: 'area', label: 'Grundstücksfläche', min: 0, max: 1_000_000, group: 'Flächen' },
    { name: 'rooms', type: 'number', label: 'Zimmer', min: 0, max: 100, group: 'Flächen', list: true, filter: true, sortable: true },
    { name: 'bedrooms', type: 'integer', label: 'Schlafzimmer', min: 0, max: 50, group: 'Flächen' },
    { name: 'bathrooms', type: 'integer', label: 'Badezimmer', min: 0, max: 50, group: 'Flächen' },
    { name: 'balconies', type: 'integer', label: 'Balkone / Terrassen', min: 0, max: 20, group: 'Flächen' },
    { name: 'parkingSpaces', type: 'integer', label: 'Stellplätze', min: 0, max: 500, group: 'Flächen' },
    { name: 'floor', type: 'integer', label: 'Etage', min: -5, max: 100, group: 'Flächen' },

    {
      name: 'energyCertificateType',
      type: 'select',
      label: 'Energieausweis',
      choices: energyCertificateTypes,
      group: 'Energieausweis',
      filter: true,
    },
    { name: 'buildingKind', type: 'select', label: 'Gebäudeart', choices: buildingKinds, group: 'Energieausweis' },
    {
      name: 'energyValue',
      type: 'number',
      label: 'Endenergiebedarf bzw. -verbrauch (Wärme)',
      unit: 'kWh/(m²·a)',
      min: 0,
      max: 2000,
      group: 'Energieausweis',
    },
    {
      name: 'energyValueElectricity',
      type: 'number',
      label: 'Endenergie Strom (nur Nichtwohngebäude)',
      unit: 'kWh/(m²·a)',
      min: 0,
      max: 2000,
      group: 'Energieausweis',
    },
    {
      name: 'energySource',
      type: 'select',
      label: 'Wesentlicher Energieträger der Heizung',
      choices: energySources,
      group: 'Energieausweis',
    },
    { name: 'efficiencyClass', type: 'select', label: 'Energieeffizienzklasse', choices: efficiencyClasses, group: 'Energieausweis' },
    {
      name: 'yearBuilt',
      type: 'integer',
      label: 'Baujahr',
      min: 1200,
      max: 2100,
      group: 'Energieausweis',
      filter: true,
      plainDigits: true,
    },
    { name: 'energyCertificateIssued', type: 'date', label: 'Ausgestellt am', group: 'Energieausweis' },
    { name: 'energyCertificateValidUntil', type: 'date', label: 'Gültig bis', group: 'Energieausweis' },
    { name: 'energyIncludesHotWater', type: 'boolean', label: 'Warmwasser enthalten', group: 'Energieausweis' },

    { name: 'condition', type: 'select', label: 'Zustand', choices: conditions, group: 'Ausstattung' },
    {
      name: 'lastModernisation',
      type: 'integer',
      label: 'Letzte Modernisierung',
      min: 1900,
      max: 2100,
      group: 'Ausstattung',
      plainDigits: true,
    },
    { name: 'features', type: 'tags', label: 'Ausstattungsmerkmale', choices: propertyFeatures, group: 'Ausstattung' },

    { name: 'description', type: 'richText', label: 'Objektbeschreibung', group: 'Texte' },
    { name: 'locationDescription', type: 'richText', label: 'Lage', group: 'Texte' },
    { name: 'featuresDescription', type: 'richText', label: 'Ausstattung', group: 'Texte' },
    { name: 'otherInformation', type: 'richText', label: 'Sonstiges', group: 'Texte' },

    { name: 'images', type: 'images', label: 'Bilder', help: 'Das erste Bild ist das Titelbild.', maxItems: 40, group: 'Bilder' },
    { name: 'floorPlans', type: 'images', label: 'Grundrisse', maxItems: 10, group: 'Bilder' },

    {
      name: 'portals',
      type: 'tags',
      label: 'Portale',
      choices: portalChannels,
      private: true,
      help: 'Veröffentlichte Angebote gehen per OpenImmo an die gewählten Portale (Einrichtung unter „Portale“).',
      group: 'Kontakt',
    },
    { name: 'contactPerson', type: 'reference', label: 'Ansprechpartner', reference: 'team', group: 'Kontakt' },
    {
      name: 'internalNotes',
      type: 'longText',
      label: 'Interne Notizen',
      private: true,
      help: 'Nur im Dashboard sichtbar.',
      group: 'Kontakt',
    },
  ],
  titleField: 'title',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  searchable: ['title', 'objectNumber', 'objectSubtype', 'street', 'postcode', 'city'],
  // The valuation model compares with every sale, also those not shown as references.
  access: { read: 'published', create: 'staff', serverReads: true, serverWrites: true },
  // Its offer or reference page; none for any other status.
  previewPage: (record) => {
    const state = { status: String(record.status ?? ''), showAsReference: record.showAsReference as boolean | null | undefined };
    if (isCurrentOffer(state)) return offerPath(record.id);
    return isReference(state) ? referencePath(record.id) : null;
  },
  sentToPortals: true,
  hiddenFromVisitors: [
    // The exact address only when staff chose to publish it.
    { fields: ['street', 'houseNumber', 'latitude', 'longitude'], unless: [{ field: 'showExactAddress', in: [true] }] },
    // A sold or let reference shows its prices only when staff chose so.
    {
      fields: ['price', 'coldRent', 'warmRent', 'utilities', 'heatingCosts', 'deposit', 'houseFee'],
      unless: [
        { field: 'status', in: CURRENT_OFFER_STATUSES },
        { field: 'showPriceInReference', in: [true] },
      ],
    },
  ],
  validate: (record) => {
    const errors: Partial<Record<string, string>> = {};
    if (!record.priceOnRequest) {
      if (record.marketingType === 'kauf' && record.price == null)
        errors.price = 'Bitte geben Sie den Kaufpreis an oder wählen Sie „Preis auf Anfrage“.';
      if (record.marketingType === 'miete' && record.coldRent == null)
        errors.coldRent = 'Bitte geben Sie die Kaltmiete an oder wählen Sie „Preis auf Anfrage“.';
    }
    const advertised = record.published && isCurrentOffer(record);
    // A buyer who asks about an offer with a stated commission concludes a broker contract (BGH I ZR 30/15): it is stated.
    if (advertised && record.marketingType === 'kauf' && !record.buyerCommission)
      errors.buyerCommission = 'Pflichtangabe für ein veröffentlichtes Kaufangebot: die Käuferprovision oder „Provisionsfrei für Käufer“.';
    if (
      record.marketingType === 'kauf' &&
      record.buyerCommission &&
      record.buyerCommission !== 'provisionsfrei' &&
      record.buyerCommissionPercent == null
    )
      errors.buyerCommissionPercent = 'Bitte geben Sie die Käuferprovision in Prozent an.';
    if (advertised && record.energyCertificateType && CERTIFICATE_PRESENT.has(record.energyCertificateType)) {
      if (!record.buildingKind) errors.buildingKind = REQUIRED;
      if (record.energyValue == null) errors.energyValue = REQUIRED;
      if (!record.energySource) errors.energySource = REQUIRED;
      if (record.buildingKind === 'nichtwohngebaeude') {
        if (record.energyValueElectricity == null) errors.energyValueElectricity = REQUIRED;
      } else {
        if (record.yearBuilt == null) errors.yearBuilt = REQUIRED;
        if (!record.efficiencyClass) errors.efficiencyClass = REQUIRED;
      }
    }
    return errors;
  },
});

export type PropertyRecord = RecordOf<typeof properties>;
