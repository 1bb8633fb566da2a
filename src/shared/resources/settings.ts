import { RETENTION_DEFAULTS } from '../privacy/retention';
import { defineResource } from './defineResource';
import type { RecordOf } from './recordTypes';

const ROUTING_HELP = 'Leer: an die E-Mail-Adresse der Agentur. Hat die angefragte Immobilie eine Ansprechperson, geht die Anfrage an sie.';

/** The agency's own data: footer, contact page and the Impressum (§ 5 DDG, § 34c GewO). */
const retentionHelp = 'Die Datenschutzerklärung nennt diese Frist; ein täglicher Lauf löscht, was älter ist.';
/** A deletion period (src/shared/privacy/retention.ts): the privacy page states it and the daily job applies it. */
const retentionField = <Name extends keyof typeof RETENTION_DEFAULTS>(name: Name, label: string, min: number, max: number) =>
  ({ name, label, min, max, type: 'integer', defaultValue: RETENTION_DEFAULTS[name], help: retentionHelp, group: 'Datenschutz' }) as const;

const retentionFields = [
  retentionField('retentionInquiryMonths', 'Anfragen löschen nach (Monaten ohne Kontakt)', 1, 120),
  retentionField('retentionValuationMonths', 'Bewertungsanfragen löschen nach (Monaten ohne Kontakt)', 1, 120),
  retentionField('retentionUnconfirmedAlertDays', 'Unbestätigte Suchaufträge löschen nach (Tagen)', 1, 7),
  retentionField('retentionInactiveAlertMonths', 'Suchaufträge ohne Klick nachfragen nach (Monaten)', 1, 36),
  retentionField('retentionMailDays', 'E-Mails im Postausgang löschen nach (Tagen)', 7, 3_650),
] as const;

export const settings = defineResource({
  name: 'settings',
  label: { one: 'Agenturdaten', other: 'Agenturdaten' },
  icon: 'settings',
  singleton: 'agency',
  groups: ['Unternehmen', 'Kontakt', 'Register und Aufsicht', 'Hinweise', 'E-Mail'],
  fields: [
    { name: 'companyName', type: 'text', label: 'Firmenname', required: true, maxLength: 120, group: 'Unternehmen', list: true },
    { name: 'legalForm', type: 'text', label: 'Rechtsform', required: true, maxLength: 60, group: 'Unternehmen' },
    {
      name: 'representatives',
      type: 'text',
      label: 'Vertretungsberechtigte Person(en)',
      required: true,
      maxLength: 200,
      group: 'Unternehmen',
    },
    { name: 'street', type: 'text', label: 'Straße und Hausnummer', required: true, maxLength: 120, group: 'Kontakt' },
    { name: 'postcode', type: 'text', label: 'PLZ', format: 'postcode', required: true, group: 'Kontakt' },
    { name: 'city', type: 'text', label: 'Ort', required: true, maxLength: 60, group: 'Kontakt' },
    { name: 'phone', type: 'text', label: 'Telefon', format: 'phone', required: true, group: 'Kontakt' },
    { name: 'email', type: 'text', label: 'E-Mail', format: 'email', required: true, group: 'Kontakt' },
    {
      name: 'openingHours',
      type: 'longText',
      label: 'Öffnungszeiten',
      maxLength: 500,
      help: 'Eine Zeile je Eintrag, z. B. „Mo–Fr 9:00–18:00 Uhr“.',
      group: 'Kontakt',
    },
    { name: 'registerCourt', type: 'text', label: 'Registergericht', maxLength: 100, group: 'Register und Aufsicht' },
    { name: 'registerNumber', type: 'text', label: 'Registernummer', maxLength: 40, group: 'Register und Aufsicht' },
    { name: 'vatId', type: 'text', label: 'USt-IdNr.', maxLength: 20, group: 'Register und Aufsicht' },
    {
      name: 'permit34c',
      type: 'longText',
      label: 'Erlaubnis nach § 34c GewO',
      required: true,
      maxLength: 500,
      group: 'Register und Aufsicht',
    },
    {
      name: 'supervisoryAuthority',
      type: 'longText',
      label: 'Zuständige Aufsichtsbehörde',
      required: true,
      maxLength: 500,
      group: 'Register und Aufsicht',
    },
    { name: 'chamber', type: 'text', label: 'Zuständige Kammer', maxLength: 200, group: 'Register und Aufsicht' },
    { name: 'professionalRules', type: 'longText', label: 'Berufsrechtliche Regelungen', maxLength: 1_000, group: 'Register und Aufsicht' },
    {
      name: 'contentResponsible',
      type: 'text',
      label: 'Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)',
      maxLength: 200,
      group: 'Hinweise',
    },
    {
      name: 'consumerDispute',
      type: 'longText',
      label: 'Verbraucherstreitbeilegung (VSBG)',
      required: true,
      maxLength: 1_000,
      group: 'Hinweise',
    },
    { name: 'dataProtectionOfficer', type: 'longText', label: 'Datenschutzbeauftragte(r)', maxLength: 500, group: 'Hinweise' },
    // Where a new inquiry is mailed when its property names no contact person (server/mail/inquiryRecipient.ts);
    // empty: to the agency's e-mail above.
    {
      name: 'inquiryMailGeneral',
      type: 'text',
      label: 'Empfänger allgemeiner Anfragen',
      format: 'email',
      help: ROUTING_HELP,
      group: 'E-Mail',
    },
    {
      name: 'inquiryMailExpose',
      type: 'text',
      label: 'Empfänger von Exposé-Anfragen',
      format: 'email',
      help: ROUTING_HELP,
      group: 'E-Mail',
    },
    {
      name: 'inquiryMailViewing',
      type: 'text',
      label: 'Empfänger von Besichtigungswünschen',
      format: 'email',
      help: ROUTING_HELP,
      group: 'E-Mail',
    },
    {
      name: 'inquiryMailValuation',
      type: 'text',
      label: 'Empfänger von Bewertungsanfragen',
      format: 'email',
      help: ROUTING_HELP,
      group: 'E-Mail',
    },
    {
      name: 'valuationContact',
      type: 'reference',
      label: 'Ansprechperson der Online-Immobilienbewertung',
      reference: 'team',
      help: 'Bekommt die Anfragen aus /immobilienbewertung und wird dem Eigentümer für die kostenlose Bewertung vor Ort genannt.',
      group: 'E-Mail',
    },
    {
      name: 'inquiryMailSale',
      type: 'text',
      label: 'Empfänger von Verkaufsanfragen',
      format: 'email',
      help: ROUTING_HELP,
      group: 'E-Mail',
    },
    {
      name: 'inquiryMailLetting',
      type: 'text',
      label: 'Empfänger von Vermietungsanfragen',
      format: 'email',
      help: ROUTING_HELP,
      group: 'E-Mail',
    },
    {
      name: 'withdrawalNotice',
      type: 'longText',
      label: 'Widerrufsbelehrung mit Muster-Widerrufsformular',
      maxLength: 8_000,
      help: 'Steht in der Eingangsbestätigung jeder Exposé-Anfrage, denn eine Online-Anfrage kann einen Maklervertrag begründen.',
      group: 'E-Mail',
    },
    ...retentionFields,
  ],
  titleField: 'companyName',
  defaultSort: { field: 'companyName', order: 'ASC' },
  searchable: [],
  access: { read: 'public', create: 'staff', staffWrite: 'settings' },
  sentToPortals: true,
});

export type SettingsRecord = RecordOf<typeof settings>;
