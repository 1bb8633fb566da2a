import type { FastifyRequest } from 'fastify';

/**
 * The origin links on a page are built from: PUBLIC_URL when set, else the request's own. null when
 * a forwarded host is no host name, or smuggles credentials, a path or a query into the origin.
 */
export function requestOrigin(request: FastifyRequest, publicUrl?: string): string | null {
  if (publicUrl) return publicUrl;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}
