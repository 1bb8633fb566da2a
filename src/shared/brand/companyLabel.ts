import type { SettingsRecord } from '../resources/settings';

/** "Rheinkontor Immobilien GmbH" from name and legal form, without doubling a form already in the name. */
export function companyLabel(agency: Pick<SettingsRecord, 'companyName' | 'legalForm'> | null, fallback: string): string {
  if (!agency) return fallback;
  return agency.companyName.includes(agency.legalForm) ? agency.companyName : `${agency.companyName} ${agency.legalForm}`;
}
