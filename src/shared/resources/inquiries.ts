import { defineResource } from './defineResource';
import { CURRENT_OFFER_STATUSES } from './propertyScopes';
import type { RecordOf } from './recordTypes';

export const inquiryTopics = [
  { id: 'allgemein', name: 'Allgemeine Anfrage' },
  { id: 'expose', name: 'Exposé anfordern' },
  { id: 'besichtigung', name: 'Besichtigung vereinbaren' },
  { id: 'bewertung', name: 'Kostenlose Immobilienbewertung' },
  { id: 'verkauf', name: 'Immobilie verkaufen' },
  { id: 'vermietung', name: 'Immobilie vermieten' },
] as const;

export const inquiryStatuses = [
  { id: 'neu', name: 'Neu' },
  { id: 'in-bearbeitung', name: 'In Bearbeitung' },
  { id: 'erledigt', name: 'Erledigt' },
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
    { name: 'privacyConsent', type: 'boolean', label: 'Datenschutzhinweise akzeptiert', required: true, requiredMessage: 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.' },
    { name: 'status', type: 'select', label: 'Bearbeitungsstand', choices: inquiryStatuses, defaultValue: 'neu', list: true, filter: true },
    { name: 'note', type: 'longText', label: 'Interne Notiz', maxLength: 2_000 },
  ],
  titleField: 'name',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  searchable: ['name', 'email', 'message'],
  access: { read: 'staff', create: 'public' },
  visitorFields: ['name', 'email', 'phone', 'topic', 'property', 'message', 'privacyConsent'],
});

export type InquiryRecord = RecordOf<typeof inquiries>;
