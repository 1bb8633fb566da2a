import { staffJson } from '../../shared/auth/staffFetch';
import type { ErasureCounts, PersonalDataReport } from '../../shared/privacy/personalData';
import { backendStaffFetch } from '../providers/backendStaffFetch';
import { downloadFile, saveFile } from '../resources/properties/downloadPdf';

/** The address goes in the body, never in a URL (server/privacy/privacyRoutes.ts). */
const post = (email: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email }),
});

/** The server's data-request routes (both backends register them); refusals throw with the German message. */
export const privacyApi = {
  async find(email: string): Promise<PersonalDataReport> {
    return (await staffJson<PersonalDataReport>(backendStaffFetch, '/api/privacy/report', post(email))).body;
  },
  downloadPdf(email: string): Promise<void> {
    return downloadFile(backendStaffFetch, '/api/privacy/report.pdf', 'Datenauskunft.pdf', 'application/pdf', post(email));
  },
  /** The JSON export is the report as shown, so it says exactly what the page says. */
  saveJson(report: PersonalDataReport) {
    const file = new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
    saveFile(file, `Datenauskunft-${report.createdAt.slice(0, 10)}.json`);
  },
  async erase(email: string): Promise<ErasureCounts> {
    return (await staffJson<{ counts: ErasureCounts }>(backendStaffFetch, '/api/privacy/erase', post(email))).body.counts;
  },
};
