import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionSource } from '../../src/shared/auth/session';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { isDashboardPath, routePath } from '../../src/shared/routes/routeTable';
import { CONSENT_COOKIE, parseConsent } from '../../src/shared/analytics/consentCookie';
import { fillTemplate, type RenderOptions } from '../../src/shared/ssr/renderContract';
import { viewportForRequest } from '../../src/shared/viewport/breakpoints';
import { VIEWPORT_COOKIE } from '../../src/shared/viewport/viewportCookie';
import { sessionCookieName } from '../auth/sessionCookie';
import { replyFromCache, sendFresh, type FreshAnswer } from '../cache/cachedReply';
import { recordingData } from '../cache/recordingData';
import type { LogLine, ResponseCache } from '../cache/responseCache';
import { requestOrigin } from '../http/origin';
import { DEFAULT_VISITOR_READS_PER_MINUTE, readLimit, TOO_MANY_READS, type Refusal } from '../http/visitorReads';
import { INVALID_REQUEST_MESSAGE } from './errorAnswers';
import type { Renderer } from '../render/renderer';

export interface PagesOptions {
  renderer: Renderer;
  session: SessionSource;
  data: PublicDataSource;
  publicUrl?: string;
  /** Rendered answers by URL and everything else the render depends on (docs/caching.md); none in development. */
  cache?: ResponseCache;
  /** Renders the cache cannot answer, per client address and minute (VISITOR_READS_PER_MINUTE; 0: no limit). */
  rendersPerMinute?: number;
}

const PAYLOAD_SUFFIX = '/_payload.json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the requested page with the outcome of the form it posted (see RenderOptions.actionData). */
    renderPosted(request: FastifyRequest, reply: FastifyReply, actionData: unknown): Promise<FastifyReply>;
    /**
     * Renders the page at `path` for a member of staff's preview (server/preview/previewRoutes.ts): with `data` in
     * place of the visitors' data, marked as a preview, without the browser app, never cached.
     */
    renderPreview(request: FastifyRequest, reply: FastifyReply, path: string, data: PublicDataSource): Promise<FastifyReply>;
  }
}

/**
 * The absolute URL of a path on the site's origin, or null when the request has no usable origin
 * (see requestOrigin). Joined as text, not resolved: resolving "//x/y" would read "x" as a host name.
 */
function absoluteUrl(origin: string, pathAndQuery: string): URL | null {
  if (!origin) return null;
  try {
    return new URL(`${origin}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);
  } catch {
    return null;
  }
}

/** A WHATWG Request for the router, carrying the visitor's headers (cookies for the guards). */
function toWebRequest(request: FastifyRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(url, { method: 'GET', headers });
}

const SESSION_COOKIES = [sessionCookieName(true), sessionCookieName(false)];

/**
 * Whether the answer may come from (and go into) the cache: not for the dashboard, and not for a request that
 * carries a staff session cookie — the route guards read the session, so such an answer may differ from a visitor's.
 */
const cacheable = (request: FastifyRequest, pathname: string) =>
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
const needsOwnWindowGroup = (request: FastifyRequest, pathname: string) => !cacheable(request, pathname) || PAGES_WITH_SECRETS.has(pathname);

/**
 * Everything a render depends on besides the data: what is answered (page or payload), the origin (canonical
 * URLs), viewport, consent, build, the calendar year (the footer's ©) and the URL itself.
 */
const cacheKey = (kind: 'page' | 'payload', options: RenderOptions, url: string) =>
  [kind, options.origin, options.viewport, options.consent ?? '-', options.buildId, new Date().getFullYear(), url].join('\n');

const badRequest = (reply: FastifyReply) => reply.code(400).send({ message: INVALID_REQUEST_MESSAGE });

const TOO_MANY_RENDERS_PAGE = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Bitte warten Sie einen Moment</title></head>
<body><h1>Bitte warten Sie einen Moment</h1><p>${TOO_MANY_READS}</p></body>
</html>
`;

/** Over the limit, a page request gets a German page and a payload request the API's German JSON. */
const refuseRender: Refusal = (reply) =>
  reply.request.url.split('?')[0].endsWith(PAYLOAD_SUFFIX)
    ? reply.header('cache-control', 'no-store').send({ message: TOO_MANY_READS })
    : reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(TOO_MANY_RENDERS_PAGE);

/**
 * `html` without each element from `open` to `close` whose text `drop` picks. Plain string search: the regular
 * expressions for this backtrack on long runs of unclosed tags (the ReDoS check), even on our own template.
 */
function withoutTags(html: string, open: string, close: string, drop: (tag: string) => boolean): string {
  let kept = '';
  let from = 0;
  for (let start = html.indexOf(open); start !== -1; start = html.indexOf(open, from)) {
    const end = html.indexOf(close, start);
    if (end === -1) break;
    const tag = html.slice(start, end + close.length);
    kept += html.slice(from, start) + (drop(tag) ? '' : tag);
    from = end + close.length;
  }
  return kept + html.slice(from);
}

const openingTag = (element: string) => element.slice(0, element.indexOf('>') + 1);

/** The template without its script files (the browser app) and their preloads. */
const withoutScripts = (template: string) =>
  withoutTags(
    withoutTags(template, '<script', '</script>', (element) => openingTag(element).includes(' src=')),
    '<link',
    '>',
    (tag) => tag.includes('rel="modulepreload"'),
  );

/**
 * Every path without a route of its own is a page: rendered on the server and hydrated in
 * the browser, or `<path>/_payload.json` with the data that render used.
 */
async function pages(app: FastifyInstance, { renderer, session, data, publicUrl, cache, rendersPerMinute = DEFAULT_VISITOR_READS_PER_MINUTE }: PagesOptions) {
  // Every render counts (an answer from the cache is none), with or without a session cookie: a made-up cookie
  // skips the cache too. Staff stay far below the limit.
  const mayRender = await readLimit(app, rendersPerMinute, refuseRender);
  // A page's canonical and sharing URLs name its origin: without PUBLIC_URL that is the request's Host, so the page
  // is for that requester only (a shared cache keyed by another host must not keep it). Browsers revalidate either way.
  const pageCacheControl = publicUrl ? 'no-cache' : 'private, no-cache';
  const renderOptions = (request: FastifyRequest): RenderOptions => ({
    viewport: viewportForRequest(request.cookies[VIEWPORT_COOKIE], {
      userAgent: request.headers['user-agent'],
      mobileHint: request.headers['sec-ch-ua-mobile'] as string | undefined,
    }),
    consent: parseConsent(request.cookies[CONSENT_COOKIE]),
    buildId: renderer.buildId,
    session,
    data,
    origin: requestOrigin(request, publicUrl) ?? '',
    log: (level, message) => request.log[level](message),
  });

  /** The URL a page is rendered and cached for (the entry's `pageUrl`: only the query parameters the page reads). */
  const pageUrl = async (url: URL | null) => url && new URL(await (await renderer.entry()).pageUrl(url.href));

  /**
   * Renders through the cache when the request allows it: the render's data source notes the collections it reads,
   * and its log lines are kept, so a cached 404 is still logged.
   */
  function throughCache(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'page' | 'payload',
    url: URL,
    options: RenderOptions,
    render: (options: RenderOptions, reads: Set<string>, log: LogLine[]) => Promise<FreshAnswer | undefined>,
  ) {
    const produce: typeof render = async (...args) => ((await mayRender(request, reply)) ? render(...args) : undefined);
    if (!cache || !cacheable(request, url.pathname)) {
      return produce(options, new Set(), []).then((fresh) => (fresh ? sendFresh(reply, fresh) : reply));
    }
    return replyFromCache(cache, request, reply, cacheKey(kind, options, url.pathname + url.search), () => {
      const reads = new Set<string>();
      const log: LogLine[] = [];
      const recorded: RenderOptions = {
        ...options,
        data: recordingData(options.data, reads),
        log: (level, message) => {
          log.push([level, message]);
          options.log(level, message);
        },
      };
      return produce(recorded, reads, log);
    });
  }

  async function sendPayload(request: FastifyRequest, reply: FastifyReply, pagePath: string, search: string) {
    reply.header('Cache-Control', 'no-cache');
    if (isDashboardPath(pagePath)) return reply.callNotFound();
    const options = renderOptions(request);
    const url = await pageUrl(absoluteUrl(options.origin, pagePath + search));
    if (!url) return badRequest(reply);
    return throughCache(request, reply, 'payload', url, options, async (recorded, reads, log) => {
      const result = await (await renderer.entry()).loadPayload(toWebRequest(request, url), recorded);
      if (result.kind === 'redirect') {
        reply.send({ redirect: result.location });
        return undefined;
      }
      return { status: result.status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }, body: JSON.stringify(result.body), reads, log };
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const options = renderOptions(request);
    const url = await pageUrl(absoluteUrl(options.origin, request.url));
    if (!url) return badRequest(reply);
    if (!needsOwnWindowGroup(request, url.pathname)) reply.removeHeader('cross-origin-opener-policy');
    return throughCache(request, reply, 'page', url, options, async (recorded, reads, log) => {
      const result = await (await renderer.entry()).render(toWebRequest(request, url), recorded);
      if (result.kind === 'redirect') {
        reply.redirect(result.location, result.status);
        return undefined;
      }
      if (result.error && result.status >= 500) request.log.error(result.error);
      const html = fillTemplate(await renderer.template(request.url), result);
      return { status: result.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': pageCacheControl }, body: html, reads, log };
    });
  }

  /** A page rendered once for this request alone, past the cache and the render limit: always `no-store`. */
  async function sendUncached(request: FastifyRequest, reply: FastifyReply, url: URL, options: RenderOptions, template: (html: string) => string = (html) => html) {
    const result = await (await renderer.entry()).render(toWebRequest(request, url), options);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    if (result.error && result.status >= 500) request.log.error(result.error);
    const html = fillTemplate(template(await renderer.template(url.pathname)), options.preview ? { ...result, appData: '' } : result);
    return reply.code(result.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  /** A page rendered for a form it posted, with what the server made of the form; never cached. */
  async function sendPosted(request: FastifyRequest, reply: FastifyReply, actionData: unknown) {
    const options: RenderOptions = { ...renderOptions(request), actionData };
    const url = absoluteUrl(options.origin, request.url);
    if (!url) return badRequest(reply);
    return sendUncached(request, reply, url, options);
  }

  /**
   * A preview is the server's HTML alone: without the browser app nothing re-reads the visitors' data over it, counts
   * a page view or navigates inside it (its links are ordinary page loads).
   */
  async function sendPreview(request: FastifyRequest, reply: FastifyReply, path: string, data: PublicDataSource) {
    const options: RenderOptions = { ...renderOptions(request), data, preview: true };
    const url = absoluteUrl(options.origin, path);
    if (!url) return badRequest(reply);
    return sendUncached(request, reply, url, options, withoutScripts);
  }
  app.decorate('renderPreview', sendPreview);
  app.decorate('renderPosted', sendPosted);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const url = absoluteUrl('http://localhost', request.url);
      if (!url) return badRequest(reply);
      // "//host/x" is a path here, but the renderer's and the browser's URL code would read "host" as a host
      // name: send such paths to their one-slash form (the Location stays on this site).
      if (url.pathname.startsWith('//')) return reply.redirect(`/${url.pathname.replace(/^\/+/, '')}${url.search}`, 301);
      if (url.pathname.endsWith(PAYLOAD_SUFFIX)) {
        const pagePath = url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
        return sendPayload(request, reply, pagePath, url.search);
      }
      return sendPage(request, reply);
    },
  });
}

export default fp(pages, { name: 'pages', dependencies: ['@fastify/cookie'] });
