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

const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of the links in a mail that a visitor's request causes (an inquiry's mails, a password reset): PUBLIC_URL,
 * or without it the request's own only when it names this machine. A mail outlives its request: built from a forged
 * Host header, "Zur Anfrage" or a reset link would lead staff to an attacker's site, a reset token included.
 */
export function mailLinkOrigin(request: FastifyRequest, publicUrl?: string): string | null {
  if (publicUrl) return publicUrl;
  const origin = requestOrigin(request);
  return origin !== null && THIS_MACHINE.has(new URL(origin).hostname) ? origin : null;
}
