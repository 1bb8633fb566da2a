/**
 * How long personal data is kept (docs/privacy.md, "Retention"): the settings' periods with these defaults, which the
 * privacy page states (retentionSentences) and the daily job and the search requests' run apply, so page and practice
 * can never disagree.
 */
export const RETENTION_DEFAULTS = {
  /** Inquiries: months after the last contact (their last change). */
  retentionInquiryMonths: 24,
  /** Valuation requests (inquiries with topic "bewertung"). */
  retentionValuationMonths: 24,
  /** Search requests never confirmed: days after they were made (the confirmation link lasts 7 days). */
  retentionUnconfirmedAlertDays: 7,
  /** Search requests without a click for this long are asked once whether to stay, and deleted 30 days later. */
  retentionInactiveAlertMonths: 12,
  /** Mails in the outbox (Postausgang), with their text: days after they were made. */
  retentionMailDays: 180,
} as const;

export type RetentionPeriods = { -readonly [Name in keyof typeof RETENTION_DEFAULTS]: number };

/** The days a search request has to answer the question whether it should stay. */
export const ALERT_ANSWER_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** A month as the periods count it: a twelfth of a year. */
export const MONTH_MS = (365 * DAY_MS) / 12;

/**
 * The periods of the agency's settings, a missing or unusable one replaced by its default. Takes any record, not
 * SettingsRecord: the settings' declaration builds its fields from RETENTION_DEFAULTS, so this file cannot import it.
 */
export function retentionOf(settings: object | null | undefined): RetentionPeriods {
  const periods = { ...RETENTION_DEFAULTS } as RetentionPeriods;
  for (const name of Object.keys(RETENTION_DEFAULTS) as (keyof RetentionPeriods)[]) {
    const value = (settings as Record<string, unknown> | null | undefined)?.[name];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) periods[name] = value;
  }
  return periods;
}

const WORDS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const number = (value: number) => WORDS[value] ?? value.toLocaleString('de-DE');
/** "24 Monate", "einen Monat" (accusative: "spätestens … nach", "… lang"). */
const months = (value: number) => (value === 1 ? 'einen Monat' : `${number(value)} Monate`);
/** "nach sieben Tagen", "nach einem Tag". */
export const afterDays = (value: number) => `nach ${value === 1 ? 'einem Tag' : `${number(value)} Tagen`}`;

/** The privacy page's sentences about deletion, from the configured periods. */
export function retentionSentences(periods: RetentionPeriods) {
  return {
    inquiries:
      `Wir löschen Ihre Anfrage, sobald sie erledigt ist und keine weitere Kommunikation zu erwarten ist, spätestens ` +
      `${months(periods.retentionInquiryMonths)} nach dem letzten Kontakt, eine Anfrage zur Immobilienbewertung spätestens ` +
      `${months(periods.retentionValuationMonths)} nach dem letzten Kontakt. Die E-Mails, die wir Ihnen oder unserem Team dazu ` +
      `schicken, löschen wir ${afterDays(periods.retentionMailDays)} aus unserem Postausgang.`,
    searchRequests:
      `Nicht bestätigte Suchaufträge löschen wir ${afterDays(periods.retentionUnconfirmedAlertDays)}. Haben Sie ` +
      `${months(periods.retentionInactiveAlertMonths)} lang keinen Link aus unseren E-Mails geöffnet, fragen wir einmal nach, ob Sie ` +
      `den Suchauftrag behalten möchten; ohne Antwort löschen wir ihn ${ALERT_ANSWER_DAYS} Tage später.`,
  };
}

/** What one daily run deleted: the dashboard's overview shows the latest. */
export interface RetentionCounts {
  inquiries: number;
  valuations: number;
  mails: number;
  history: number;
}

export interface RetentionRun {
  /** The Cologne day of the run ("2026-12-02"): the job runs once a day. */
  day: string;
  /** When it finished (ISO). */
  at: string;
  counts: RetentionCounts;
}
