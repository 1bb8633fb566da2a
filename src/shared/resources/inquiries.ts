import { defineResource } from './defineResource';
import { CURRENT_OFFER_STATUSES } from './propertyScopes';
import type { RecordOf } from './recordTypes';
import { cologneDistricts } from './choices/districts';
import { inquiryTopics } from './choices/inquiryTopics';
import { valuationErrors } from '../valuation/plausibility';
import {
  callbackTimes,
  estimateBases,
  valuationConditions,
  valuationFeatures,
  valuationObjectTypes,
  valuationPurposes,
} from '../valuation/valuationChoices';

/** The valuation funnel's answers (topic "bewertung"); the other forms leave them empty. */
export const valuationAnswerFields = [
  'objectType',
  'street',
  'postcode',
  'district',
  'livingArea',
  'plotArea',
  'rooms',
  'yearBuilt',
  'lastModernisation',
  'condition',
  'features',
  'purpose',
  'callbackTime',
] as const;

export const inquiryStatuses = [
  { id: 'neu', name: 'Neu' },
  { id: 'in-bearbeitung', name: 'In Bearbeitung' },
  { id: 'erledigt', name: 'Erledigt' },
  // Set by the website when the visitor withdraws at /vertrag-widerrufen (resource withdrawals).
  { id: 'widerrufen', name: 'Widerrufen' },
] as const;

/** Messages from the contact, property and valuation forms; visitors create, only staff read. */
export const inquiries = defineResource({
  name: 'inquiries',
  label: { one: 'Anfrage', other: 'Anfragen' },
  icon: 'mail',
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 100, list: true, sortable: true },
    { name: 'email', type: 'text', label: 'E-Mail', format: 'email', required: true, list: true },
    { name: 'phone', type: 'text', label: 'Telefon', format: 'phone' },
    { name: 'topic', type: 'select', label: 'Anliegen', choices: inquiryTopics, required: true, list: true, filter: true },
    {
      name: 'property',
      type: 'reference',
      label: 'Immobilie',
      reference: 'properties',
      list: true,
      filter: true,
      // Visitors ask about what is on offer; a made-up, unpublished or sold id would count in the dashboard's top offers.
      visitorScope: {
        match: { status: CURRENT_OFFER_STATUSES },
        message: 'Dieses Angebot ist nicht (mehr) verfügbar. Bitte senden Sie uns Ihre Frage über das Kontaktformular.',
      },
    },
    { name: 'message', type: 'longText', label: 'Nachricht', required: true, maxLength: 3_000 },
    { name: 'objectType', type: 'select', label: 'Objektart', choices: valuationObjectTypes },
    { name: 'street', type: 'text', label: 'Straße und Hausnummer', maxLength: 120 },
    { name: 'postcode', type: 'text', label: 'PLZ', format: 'postcode' },
    { name: 'district', type: 'select', label: 'Stadtteil', choices: cologneDistricts },
    { name: 'livingArea', type: 'area', label: 'Wohnfläche', min: 1, max: 100_000 },
    { name: 'plotArea', type: 'area', label: 'Grundstücksfläche', min: 1, max: 1_000_000 },
    { name: 'rooms', type: 'number', label: 'Zimmer', min: 0, max: 100 },
    { name: 'yearBuilt', type: 'integer', label: 'Baujahr', min: 1200, max: 2100, plainDigits: true },
    { name: 'lastModernisation', type: 'integer', label: 'Letzte Modernisierung', min: 1200, max: 2100, plainDigits: true },
    { name: 'condition', type: 'select', label: 'Zustand', choices: valuationConditions },
    { name: 'features', type: 'tags', label: 'Ausstattung', choices: valuationFeatures },
    { name: 'purpose', type: 'select', label: 'Vorhaben', choices: valuationPurposes },
    { name: 'callbackTime', type: 'select', label: 'Rückruf am liebsten', choices: callbackTimes },
    // Set by the server from the model (src/shared/valuation/estimate.ts), never by the visitor.
    { name: 'estimateLow', type: 'money', label: 'Schätzung von', min: 0, max: 1_000_000_000 },
    { name: 'estimateMiddle', type: 'money', label: 'Schätzung Mitte', min: 0, max: 1_000_000_000 },
    { name: 'estimateHigh', type: 'money', label: 'Schätzung bis', min: 0, max: 1_000_000_000 },
    { name: 'estimatePerSqm', type: 'number', label: 'Schätzung je m² (Mitte)', unit: '€/m²', min: 0, max: 1_000_000 },
    { name: 'estimateComparables', type: 'integer', label: 'Vergleichsobjekte', min: 0, max: 10_000 },
    { name: 'estimateBasis', type: 'select', label: 'Grundlage der Schätzung', choices: estimateBases },
    // The broker contract on record (BGH I ZR 169/19): what the visitor asking about an offer saw and asked for.
    {
      name: 'earlyStart',
      type: 'boolean',
      label: 'Verlangt Beginn vor Ablauf der Widerrufsfrist',
      help: 'Die ausdrückliche Erklärung aus dem Anfrageformular (§ 356 Abs. 4 BGB); nie vorausgewählt.',
    },
    // Set by the server from the offer and the settings as the visitor saw them (server/withdrawals/brokerContract.ts).
    { name: 'commissionShown', type: 'text', label: 'Angezeigte Provision', maxLength: 600 },
    { name: 'withdrawalNoticeVersion', type: 'text', label: 'Fassung der Widerrufsbelehrung', maxLength: 100 },
    {
      name: 'privacyConsent',
      type: 'boolean',
      label: 'Datenschutzhinweise akzeptiert',
      required: true,
      requiredMessage: 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
    },
    { name: 'status', type: 'select', label: 'Bearbeitungsstand', choices: inquiryStatuses, defaultValue: 'neu', list: true, filter: true },
    { name: 'note', type: 'longText', label: 'Interne Notiz', maxLength: 2_000 },
  ],
  titleField: 'name',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  searchable: ['name', 'email', 'message'],
  // In Firebase mode the server's account finds the inquiry a withdrawal concerns and marks it (server/withdrawals/).
  access: { read: 'staff', create: 'public', staffRead: 'inquiries', staffWrite: 'inquiries', serverUpdates: ['status'] },
  visitorFields: ['name', 'email', 'phone', 'topic', 'property', 'message', 'earlyStart', 'privacyConsent', ...valuationAnswerFields],
  serverFields: [
    'commissionShown',
    'withdrawalNoticeVersion',
    'estimateLow',
    'estimateMiddle',
    'estimateHigh',
    'estimatePerSqm',
    'estimateComparables',
    'estimateBasis',
  ],
  // The valuation funnel's answers are checked when it sent them (an object type); the contact form's topic "bewertung" has none.
  validate: (record) => (record.topic === 'bewertung' && record.objectType ? valuationErrors(record, new Date().getFullYear()) : {}),
});

export type InquiryRecord = RecordOf<typeof inquiries>;
