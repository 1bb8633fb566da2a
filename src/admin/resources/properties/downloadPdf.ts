import { REQUEST_FAILED, staffResponse, type StaffFetch } from '../../../shared/auth/staffFetch';

/** The file name the server gives (RFC 6266): the UTF-8 `filename*` where there is one, else the ASCII `filename`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A broken encoding: the ASCII name below is as good.
    }
  }
  return /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1] ?? null;
}

/**
 * Fetches a file (the exposé PDF, the OpenImmo ZIP, a Datenauskunft) from a staff route and saves it under the server's file name. For
 * Firebase mode, whose sign-in a link cannot carry (the ID token goes in a header). Throws with a German message.
 */
export async function downloadFile(
  staffFetch: StaffFetch,
  path: string,
  fallbackName: string,
  accept: string,
  init: RequestInit = {},
): Promise<void> {
  const response = await staffResponse(staffFetch, path, { ...init, headers: { ...init.headers, accept } });
  const file = await response.blob().catch(() => {
    throw new Error(REQUEST_FAILED);
  });
  saveFile(file, fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
}

/** Hands a file made or fetched in the browser to the browser's download. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is let go a little later for slow machines.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const downloadPdf = (staffFetch: StaffFetch, path: string, fallbackName: string) =>
  downloadFile(staffFetch, path, fallbackName, 'application/pdf');
