import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABSOLUTE_TIMEOUT_MS } from './sessions';

/**
 * Over HTTPS the cookie is `__Host-sid`: browsers accept that name only with Secure, Path=/ and no
 * Domain, so another host of the same site (a subdomain) can neither plant nor overwrite it.
 * The name follows the protocol strictly; reading a plain `sid` over HTTPS would reopen that door.
 */
export const sessionCookieName = (https: boolean) => (https ? '__Host-sid' : 'sid');

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

function cookieOptions(https: boolean): CookieSerializeOptions {
  // SameSite=Strict: the browser never sends the cookie with a request another site started.
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: https };
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(isHttps(request))];
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  const https = isHttps(reply.request);
  // The browser drops the cookie when the server-side session ends at the latest.
  reply.setCookie(sessionCookieName(https), token, { ...cookieOptions(https), maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const https = isHttps(reply.request);
  reply.clearCookie(sessionCookieName(https), cookieOptions(https));
}
