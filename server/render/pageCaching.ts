import type { FastifyRequest } from 'fastify';
import { isDashboardPath, routePath } from '../../src/shared/routes/routeTable';
import type { RenderOptions } from '../../src/shared/ssr/renderContract';
import { sessionCookieName } from '../auth/sessionCookie';

const SESSION_COOKIES = [sessionCookieName(true), sessionCookieName(false)];

/**
 * Whether the answer may come from (and go into) the cache: not for the dashboard, and not for a request that
 * carries a staff session cookie — the route guards read the session, so such an answer may differ from a visitor's.
 */
export const cacheable = (request: FastifyRequest, pathname: string) =>
  !isDashboardPath(pathname) && !SESSION_COOKIES.some((name) => request.cookies[name] !== undefined);

/** Pages that take a password, a link's secret or a visitor's search request. */
const PAGES_WITH_SECRETS = new Set([routePath('login'), routePath('suchauftrag')]);

/**
 * Cross-Origin-Opener-Policy cuts a page off from the windows of other sites. A visitor's content page has nothing such
 * a window could reach or learn (the same HTML for everyone, no session, no personal data), and there the header costs
 * every first visit a browser process of its own: Chromium moves the page into a new browsing context group, started
 * cold, which cost 400-800 ms of Total Blocking Time in Lighthouse's mobile run (docs/performance.md). Pages with a
 * session or a secret, the dashboard, previews, posted forms and every other answer keep it.
 */
export const needsOwnWindowGroup = (request: FastifyRequest, pathname: string) =>
  !cacheable(request, pathname) || PAGES_WITH_SECRETS.has(pathname);

/**
 * Everything a render depends on besides the data: what is answered (page or payload), the origin (canonical
 * URLs), viewport, consent, build, the calendar year (the footer's ©) and the URL itself.
 */
export const cacheKey = (kind: 'page' | 'payload', options: RenderOptions, url: string) =>
  [kind, options.origin, options.viewport, options.consent ?? '-', options.buildId, new Date().getFullYear(), url].join('\n');
