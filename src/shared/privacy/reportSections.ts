import type { HistoryAction, HistoryEntry } from '../history/changes';
import { plainValue } from '../format/plainValue';
import { mailDate } from '../mail/mailDate';
import { mailKindLabels, outboxStatusLabels } from '../mail/outbox';
import type { ResourceDefinition } from '../resources/defineResource';
import { findResource } from '../resources/registry';
import { inquiries } from '../resources/inquiries';
import { withdrawals } from '../resources/withdrawals';
import { choiceName } from '../format/choices';
import { inquiryTopics } from '../resources/choices/inquiryTopics';
import { alertFrequencies, alertStatusLabels } from '../search/searchAlert';
import type { PersonalDataReport, StoredRecord } from './personalData';

export interface ReportFact {
  label: string;
  value: string;
}
export interface ReportItem {
  heading: string;
  facts: ReportFact[];
}
export interface ReportSection {
  title: string;
  items: ReportItem[];
}

/** A moment in Cologne's time: "25.11.2026, 13:30 Uhr". */
const at = (value: string | number) => mailDate(new Date(value));

const actionWords: Record<HistoryAction, string> = {
  create: 'angelegt',
  update: 'geändert',
  delete: 'gelöscht',
  restore: 'wiederhergestellt',
};

const fact = (label: string, value: string | null | undefined): ReportFact[] => (value ? [{ label, value }] : []);

const trashNote = (record: StoredRecord) => (record.inTrash ? ' (im Papierkorb)' : '');

/** Every declared field with a value, as the dashboard shows it. */
function recordFacts(resource: ResourceDefinition, record: StoredRecord): ReportFact[] {
  return [
    ...fact('Eingegangen', at(record.createdAt)),
    ...resource.fields.flatMap((field) => fact(field.label, plainValue(field, record.data[field.name]))),
  ];
}

function historyItem(entry: HistoryEntry): ReportItem {
  const resource = findResource(entry.resource);
  const label = (name: string) => resource?.fields.find((field) => field.name === name)?.label ?? name;
  const text = (name: string, value: unknown) => {
    const field = resource?.fields.find((candidate) => candidate.name === name);
    const shown = field ? plainValue(field, value) : value === null || value === undefined ? '' : JSON.stringify(value);
    return shown || 'leer';
  };
  return {
    heading: `${resource?.label.one ?? entry.resource} ${actionWords[entry.action]} am ${at(entry.at)} von ${entry.author.name}`,
    facts: entry.changes.map((change) => ({
      label: label(change.field),
      value:
        entry.action === 'update'
          ? `${text(change.field, change.from)} → ${text(change.field, change.to)}`
          : text(change.field, change.to ?? change.from),
    })),
  };
}

/** One line of a record's history: who did what when, and for a change the fields changed ("Nachweis" PDF). */
export function historyLine(entry: HistoryEntry): string {
  const item = historyItem(entry);
  if (entry.action !== 'update') return item.heading;
  return `${item.heading}: ${item.facts.map((fact) => `${fact.label} ${fact.value}`).join('; ')}`;
}

/**
 * The report in German sections, for whoever reads it: the dashboard, the PDF and the command line show exactly
 * these. Empty sections stay, so the reader sees that a kind of data was looked for and none was found.
 */
export function reportSections(report: PersonalDataReport): ReportSection[] {
  const isValuation = (record: StoredRecord) => record.data.topic === 'bewertung';
  const inquiryItem = (record: StoredRecord): ReportItem => ({
    heading: `${choiceName(inquiryTopics, String(record.data.topic ?? ''))} vom ${at(record.createdAt)}${trashNote(record)}`,
    facts: recordFacts(inquiries, record),
  });
  return [
    { title: 'Anfragen', items: report.inquiries.filter((record) => !isValuation(record)).map(inquiryItem) },
    { title: 'Bewertungsanfragen', items: report.inquiries.filter(isValuation).map(inquiryItem) },
    {
      title: 'Widerrufe',
      items: report.withdrawals.map((record) => ({
        heading: `Widerruf vom ${at(record.createdAt)}${trashNote(record)}`,
        facts: recordFacts(withdrawals, record),
      })),
    },
    {
      title: 'Suchaufträge',
      items: report.searchRequests.map((alert) => ({
        heading: alert.description,
        facts: [
          ...fact('E-Mail', alert.email),
          ...fact('Name', alert.name),
          ...fact('Häufigkeit', choiceName(alertFrequencies, alert.frequency)),
          ...fact('Stand', alertStatusLabels[alert.status]),
          ...fact('Angelegt', at(alert.createdAt)),
          ...fact('Bestätigt', alert.confirmedAt && at(alert.confirmedAt)),
          ...fact('Zuletzt genutzt', at(alert.lastClickAt)),
          ...fact('Gemeldete Angebote', alert.announced.toLocaleString('de-DE')),
        ],
      })),
    },
    {
      title: 'E-Mails',
      items: report.mails.map((mail) => ({
        heading: mail.subject,
        facts: [
          ...fact('Art', mailKindLabels[mail.kind]),
          ...fact('An', mail.to),
          ...fact('Antwort an', mail.replyTo),
          ...fact('Erstellt', at(mail.createdAt)),
          ...fact('Stand', outboxStatusLabels[mail.status]),
          ...fact('Zugestellt an den Mailserver', mail.sentAt && at(mail.sentAt)),
          ...fact('Text', mail.text),
        ],
      })),
    },
    { title: 'Änderungsverlauf', items: report.history.map(historyItem) },
    {
      title: 'Frühere Löschungen',
      items: report.erasures.map((note) => ({
        heading: `Gelöscht am ${at(note.at)}`,
        facts: [{ label: 'Von', value: note.by }],
      })),
    },
  ];
}
