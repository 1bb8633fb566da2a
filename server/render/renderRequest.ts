import type { FastifyRequest } from 'fastify';

/**
 * The absolute URL of a path on the site's origin, or null when the request has no usable origin
 * (see requestOrigin). Joined as text, not resolved: resolving "//x/y" would read "x" as a host name.
 */
export function absoluteUrl(origin: string, pathAndQuery: string): URL | null {
  if (!origin) return null;
  try {
    return new URL(`${origin}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);
  } catch {
    return null;
  }
}

/** A WHATWG Request for the router, carrying the visitor's headers (cookies for the guards). */
export function toWebRequest(request: FastifyRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(url, { method: 'GET', headers });
}
