import { areasCovering } from '../resources/choices/districts';
import { describeCriteria, type OfferCriteria } from './offerCriteria';
import type { AlertFilters, AlertFrequency, AlertSummary } from './searchAlert';

/**
 * A stored search request: a row of the embedded backend's `search_alerts` and, without its id, the document of
 * Firebase mode's server-only `searchAlerts` collection (one shape, so one mapping for the server and the
 * dashboard). Times are milliseconds since 1970, from the job's clock.
 */
export interface AlertRow {
  id: string;
  email: string;
  name: string | null;
  frequency: AlertFrequency;
  marketing_type: string | null;
  object_type: string | null;
  districts: string | null;
  max_price: number | null;
  min_rooms: number | null;
  min_area: number | null;
  origin: string;
  created_at: number;
  confirmed_at: number | null;
  last_click_at: number;
  reminded_at: number | null;
}

const STORED_FIELDS = [
  'email',
  'name',
  'frequency',
  'marketing_type',
  'object_type',
  'districts',
  'max_price',
  'min_rooms',
  'min_area',
  'origin',
  'created_at',
  'confirmed_at',
  'last_click_at',
  'reminded_at',
] as const satisfies readonly (keyof AlertRow)[];

/** A request from a Firestore document's fields (a field left out is null; the document's meta fields are dropped). */
export function alertRowOf(id: string, data: Record<string, unknown>): AlertRow {
  return { id, ...Object.fromEntries(STORED_FIELDS.map((field) => [field, data[field] ?? null])) } as AlertRow;
}

/** The criteria of a stored request. */
export function criteriaOf(row: AlertRow): OfferCriteria {
  return {
    ...(row.marketing_type && {
      marketingType: row.marketing_type as OfferCriteria['marketingType'],
    }),
    ...(row.object_type && {
      objectType: row.object_type as OfferCriteria['objectType'],
    }),
    ...(row.districts && {
      districts: JSON.parse(row.districts) as OfferCriteria['districts'],
    }),
    ...(row.max_price !== null && { maxPrice: row.max_price }),
    ...(row.min_rooms !== null && { minRooms: row.min_rooms }),
    ...(row.min_area !== null && { minArea: row.min_area }),
  };
}

/** The stored fields of criteria (the reverse of criteriaOf). */
export const criteriaColumns = (criteria: OfferCriteria) => ({
  marketing_type: criteria.marketingType ?? null,
  object_type: criteria.objectType ?? null,
  districts: criteria.districts?.length ? JSON.stringify(criteria.districts) : null,
  max_price: criteria.maxPrice ?? null,
  min_rooms: criteria.minRooms ?? null,
  min_area: criteria.minArea ?? null,
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A request as the dashboard lists it, with how many listings it was told about. */
export function summaryOf(row: AlertRow, announced: number): AlertSummary {
  const criteria = criteriaOf(row);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    frequency: row.frequency,
    criteria,
    description: describeCriteria(criteria),
    status: row.confirmed_at === null ? 'unbestaetigt' : 'aktiv',
    createdAt: iso(row.created_at)!,
    confirmedAt: iso(row.confirmed_at),
    lastClickAt: iso(row.last_click_at)!,
    announced,
  };
}

/**
 * Whether a request passes the dashboard's filters, for Firebase mode's list in the browser; the embedded server asks
 * the same of SQLite (SearchAlertStore.list).
 */
export function matchesAlertFilters(row: AlertRow, filters: AlertFilters): boolean {
  const districts = row.districts ? (JSON.parse(row.districts) as string[]) : [];
  return (
    (!filters.status || (filters.status === 'aktiv') === (row.confirmed_at !== null)) &&
    (!filters.email || row.email.toLowerCase().includes(filters.email.toLowerCase())) &&
    (!filters.marketingType || row.marketing_type === filters.marketingType) &&
    (!filters.objectType || row.object_type === filters.objectType) &&
    (!filters.district || areasCovering(filters.district).some((area) => districts.includes(area)))
  );
}

/** The list's order: newest first. */
export const newestFirst = (a: AlertRow, b: AlertRow) => b.created_at - a.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
