import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import type { ServerConfig } from '../config';

/**
 * The origin links on a page are built from: PUBLIC_URL when set, else the request's own. null when
 * a forwarded host is no host name, or smuggles credentials, a path or a query into the origin, and when a forwarded
 * protocol is neither http nor https (another scheme has the opaque origin "null", no base for a link).
 */
export function requestOrigin(request: FastifyRequest, publicUrl?: string): string | null {
  if (publicUrl) return publicUrl;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Addresses a server listens on without naming one host: its links say localhost. */
const ANY_ADDRESS = new Set(['', '0.0.0.0', '::']);

/**
 * The origin of every link in a mail (password reset, invitation, an inquiry's mails, search requests): PUBLIC_URL, or
 * without it the server's own http://<HOST or localhost>:<PORT> from its configuration, never a request's Host. A mail
 * outlives its request: `Host: localhost:6666` is the sender's choice, and a link to it would lead staff or a visitor
 * to whatever listens there, a reset token or a search request's link included. null when the port is only chosen at
 * start (PORT=0).
 */
export function configuredOrigin({ publicUrl, host, port }: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string | null {
  if (publicUrl) return publicUrl;
  if (!port) return null;
  const name = ANY_ADDRESS.has(host) ? 'localhost' : host;
  return new URL(`http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`).origin;
}
