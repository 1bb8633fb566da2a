import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionSource } from '../../src/shared/auth/session';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { isDashboardPath } from '../../src/shared/routes/routeTable';
import { CONSENT_COOKIE, parseConsent } from '../../src/shared/analytics/consentCookie';
import { fillTemplate, type RenderOptions } from '../../src/shared/ssr/renderContract';
import { viewportForRequest } from '../../src/shared/viewport/breakpoints';
import { VIEWPORT_COOKIE } from '../../src/shared/viewport/viewportCookie';
import type { ResponseCache } from '../cache/responseCache';
import { requestOrigin } from '../http/origin';
import { DEFAULT_VISITOR_READS_PER_MINUTE, readLimit } from '../http/visitorReads';
import { INVALID_REQUEST_MESSAGE } from '../http/errorAnswers';
import { needsOwnWindowGroup } from './pageCaching';
import type { Renderer } from './renderer';
import { refuseRender } from './renderRefusal';
import { pagePathFromPayloadPath } from '../../src/shared/ssr/payloadPath';
import { absoluteUrl, toWebRequest } from './renderRequest';
import { renderThroughCache } from './renderThroughCache';
import { withoutScripts } from './withoutScripts';

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

const badRequest = (reply: FastifyReply) => reply.code(400).send({ message: INVALID_REQUEST_MESSAGE });

/**
 * Every path without a route of its own is a page: rendered on the server and hydrated in
 * the browser, or `<path>/_payload.json` with the data that render used.
 */
async function pages(
  app: FastifyInstance,
  { renderer, session, data, publicUrl, cache, rendersPerMinute = DEFAULT_VISITOR_READS_PER_MINUTE }: PagesOptions,
) {
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

  const throughCache = renderThroughCache(cache, mayRender);

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
      return {
        status: result.status,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
        body: JSON.stringify(result.body),
        reads,
        log,
      };
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
      return {
        status: result.status,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': pageCacheControl },
        body: html,
        reads,
        log,
      };
    });
  }

  /** A page rendered once for this request alone, past the cache and the render limit: always `no-store`. */
  async function sendUncached(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    options: RenderOptions,
    template: (html: string) => string = (html) => html,
  ) {
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
      const pagePath = pagePathFromPayloadPath(url.pathname);
      if (pagePath !== null) return sendPayload(request, reply, pagePath, url.search);
      return sendPage(request, reply);
    },
  });
}

export default fp(pages, { name: 'pages', dependencies: ['@fastify/cookie'] });
