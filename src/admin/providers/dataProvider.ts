import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import type { UploadedImage } from '../../shared/resources/imageValue';

/** The REST data provider plus the one call react-admin has no method for: uploading a picture. */
export interface AdminDataProvider extends DataProvider {
  uploadImage(file: File): Promise<UploadedImage>;
}

const NETWORK_ERROR = 'ra.notification.http_error';

/**
 * The server answers a refused write with `{ message, errors: { field: message } }`. react-admin puts
 * `errors` on the inputs; `root.serverError` becomes the notification, so it says the server's words.
 */
function withFormErrors(error: HttpError): HttpError {
  const body = error.body as { message?: string; errors?: Record<string, string> } | undefined;
  if (error.status !== 400 || !body?.errors) return error;
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...body.errors, root: { serverError: body.message ?? error.message } },
  });
}

async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, options);
  } catch (error) {
    // fetch() itself rejects only when the server cannot be reached; its message is the browser's English.
    if (error instanceof HttpError) throw withFormErrors(error);
    throw new HttpError(NETWORK_ERROR, 0);
  }
}

async function uploadImage(apiUrl: string, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${apiUrl}/uploads`, { method: 'POST', body: form, headers: { accept: 'application/json' } }).catch(() => {
    throw new HttpError(NETWORK_ERROR, 0);
  });
  const body = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & { message?: string };
  if (!response.ok) throw new HttpError(body.message ?? 'Das Bild konnte nicht hochgeladen werden.', response.status, body);
  return body as UploadedImage;
}

/** The embedded server's API (ra-data-simple-rest dialect, session cookie sent by the browser). */
export function createDataProvider(apiUrl = '/api'): AdminDataProvider {
  return { ...simpleRestProvider(apiUrl, httpClient), uploadImage: (file) => uploadImage(apiUrl, file) };
}
