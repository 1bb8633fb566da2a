import { z } from '../zod';
import { offerCriteriaSchema, type OfferCriteria } from './offerCriteria';

/**
 * A saved search with e-mail alerts (Suchauftrag), as the visitor's form, the management page and the dashboard see
 * it; both sides and the server share these shapes.
 */
export const alertFrequencies = [
  { id: 'sofort', name: 'Sofort bei jedem neuen Angebot' },
  { id: 'taeglich', name: 'Einmal täglich als Übersicht' },
] as const;
export type AlertFrequency = (typeof alertFrequencies)[number]['id'];

export const MAX_ALERT_NAME = 80;

const frequency = z.enum(['sofort', 'taeglich'], {
  error: 'Bitte wählen Sie, wie oft wir Ihnen schreiben sollen.',
});
const name = z
  .string({ error: 'Der Name muss ein Text sein.' })
  .trim()
  .max(MAX_ALERT_NAME, `Der Name darf höchstens ${MAX_ALERT_NAME} Zeichen lang sein.`)
  .optional()
  .transform((value) => value || undefined);

/** A new request from the form on /angebote. */
export const newAlertSchema = z.object({
  email: z
    .string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
    .trim()
    .toLowerCase()
    .min(1, 'Bitte geben Sie Ihre E-Mail-Adresse ein.')
    .max(254, 'Die E-Mail-Adresse ist zu lang.')
    .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
  name,
  frequency,
  criteria: offerCriteriaSchema,
});
export type NewAlert = z.infer<typeof newAlertSchema>;

/** A change on the management page. */
export const alertChangeSchema = z.object({
  name,
  frequency,
  criteria: offerCriteriaSchema,
});
export type AlertChange = z.infer<typeof alertChangeSchema>;

/** What the management page shows of a request (found by its link; no account). */
export interface ManagedAlert {
  email: string;
  name: string | null;
  frequency: AlertFrequency;
  criteria: OfferCriteria;
  /** The criteria in words. */
  description: string;
}

export type AlertStatus = 'unbestaetigt' | 'aktiv';
export const alertStatusLabels: Record<AlertStatus, string> = {
  unbestaetigt: 'unbestätigt',
  aktiv: 'aktiv',
};

/** One request in the dashboard's "Suchaufträge". */
export interface AlertSummary {
  id: string;
  email: string;
  name: string | null;
  frequency: AlertFrequency;
  criteria: OfferCriteria;
  description: string;
  status: AlertStatus;
  createdAt: string;
  confirmedAt: string | null;
  lastClickAt: string;
  /** How many listings were announced to it. */
  announced: number;
}

/** Aggregated demand for the public pages: how many active requests look for a type in a district (at least 3). */
export interface DemandFigure {
  district: string;
  objectType: string;
  count: number;
}

/** Below this, a figure is not shown: a public page must never point at one person's request. */
export const MIN_PUBLIC_DEMAND = 3;

/** The dashboard's filters of the list. */
export interface AlertFilters {
  status?: AlertStatus;
  /** Part of the address. */
  email?: string;
  marketingType?: string;
  objectType?: string;
  district?: string;
}
