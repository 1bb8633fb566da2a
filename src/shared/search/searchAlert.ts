import type { OfferCriteria } from './offerCriteria';

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
