import type { DeviceClass, FilterName } from './events';

/** GET /api/analytics/summary?days=N (staff only): what the dashboard's visitor statistics show. */
export interface VisitorSummary {
  /** First and last day of the period (YYYY-MM-DD, Cologne time), both included. */
  from: string;
  to: string;
  /** Every day of the period, oldest first, also days without any visit. */
  days: { day: string; pageViews: number }[];
  /** Offers by exposé views (then inquiries); inquiries come from the stored inquiries, not from the statistics. */
  topOffers: { id: string; title: string | null; views: number; inquiries: number }[];
  totals: {
    pageViews: number;
    offerViews: number;
    filterUses: number;
    /** All inquiries received in the period (stored inquiries, whether or not the sender consented). */
    inquiries: number;
    /** Inquiries sent by visitors who consented to the statistics. */
    trackedInquiries: number;
  };
  referrers: { host: string; pageViews: number }[];
  devices: { device: DeviceClass; pageViews: number }[];
  filters: { filter: FilterName; uses: number }[];
}

export const SUMMARY_ENDPOINT = '/api/analytics/summary';
export const MAX_SUMMARY_DAYS = 365;
