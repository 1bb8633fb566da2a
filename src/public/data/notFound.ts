import { data } from 'react-router';
import type { AppContext } from '../../shared/data/appContext';

/** Ids as the API issues them; anything else cannot name a record and is a 404 without a lookup. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Thrown by a page loader when its record does not exist or is not published: the router shows
 * the error page and the server answers 404, exactly as for an unknown path.
 */
export function pageNotFound(context: AppContext, request: Request): never {
  const message = `Page not found: ${new URL(request.url).pathname}`;
  context.log('warn', message);
  throw data(message, { status: 404, statusText: 'Not Found' });
}
