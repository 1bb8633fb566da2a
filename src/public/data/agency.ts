import type { PublicDataCache } from '../../shared/data/publicDataCache';
import type { PublicDataSource } from '../../shared/data/publicData';
import type { SettingsRecord } from '../../shared/resources/settings';
import { publicRecordKey, publicRecordQuery } from './publicQueries';
import { usePublicRecord } from './usePublicData';

/** The agency's settings document: footer, contact page, Impressum and structured data read it. */
export const AGENCY_ID = 'agency';

export const agencyQuery = (data: PublicDataSource) => publicRecordQuery<SettingsRecord>(data, 'settings', AGENCY_ID);

/** null until staff saved the settings once; pages then show the brand without address. */
export const useAgency = () => usePublicRecord<SettingsRecord>('settings', AGENCY_ID);

export const cachedAgency = (cache: PublicDataCache) =>
  cache.get<SettingsRecord | null>(publicRecordKey('settings', AGENCY_ID)) ?? null;


/** Opening hours are stored one entry per line. */
export const openingHourLines = (agency: SettingsRecord | null) =>
  (agency?.openingHours ?? '').split('\n').map((line) => line.trim()).filter(Boolean);

/** "0221 123 45 67" → "tel:+492211234567" */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : digits.startsWith('0') ? `+49${digits.slice(1)}` : digits}`;
}
