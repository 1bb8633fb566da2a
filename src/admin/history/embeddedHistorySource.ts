import { cookieStaffFetch, staffJson } from '../../shared/auth/staffFetch';
import type { HistoryEntry } from '../../shared/history/changes';
import type { HistorySource, TrashItem } from '../../shared/history/historySource';

const path = (...parts: string[]) => `/api/${parts.map(encodeURIComponent).join('/')}`;
const get = async <T>(url: string) => (await staffJson<T>(cookieStaffFetch, url)).body;
const post = async (url: string) => {
  await staffJson(cookieStaffFetch, url, { method: 'POST' });
};

/** The embedded server's history and Papierkorb (server/history/historyRoutes.ts), with the session cookie. */
export const embeddedHistorySource: HistorySource = {
  list: (resource, id) => get<HistoryEntry[]>(`${path(resource, id)}/history`),
  restoreVersion: (resource, id, entryId) => post(`${path(resource, id, 'history', entryId)}/restore`),
  trash: () => get<TrashItem[]>('/api/trash'),
  restoreFromTrash: (resource, id) => post(`${path('trash', resource, id)}/restore`),
};
