import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionSource } from '../../src/shared/auth/session';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { isDashboardPath } from '../../src/shared/routes/routeTable';
import { fillTemplate, type RenderOptions } from '../../src/shared/ssr/renderContract';
import { parseViewport } from '../../src/shared/viewport/breakpoints';
import { VIEWPORT_COOKIE } from '../../src/shared/viewport/viewportCookie';
import type { Renderer } from '../render/renderer';

export interface PagesOptions {
  renderer: Renderer;
  session: SessionSource;
  data: PublicDataSource;
  publicUrl?: string;
}

const PAYLOAD_SUFFIX = '/_payload.json';

/** A WHATWG Request for the router, carrying the visitor's headers (cookies for the guards). */
function toWebRequest(request: FastifyRequest, origin: string, pathAndQuery: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(pathAndQuery, origin), { method: 'GET', headers });
}

/**
 * Every path without a route of its own is a page: rendered on the server and hydrated in
 * the browser, or `<path>/_payload.json` with the data that render used.
 */
async function pages(app: FastifyInstance, { renderer, session, data, publicUrl }: PagesOptions) {
  const renderOptions = (request: FastifyRequest, reply: FastifyReply): RenderOptions => ({
    viewport: parseViewport(request.cookies[VIEWPORT_COOKIE]),
    buildId: renderer.buildId,
    session,
    data,
    origin: publicUrl ?? `${request.protocol}://${request.host}`,
    log: (level, message) => request.log[level](message),
    nonce: reply.scriptNonce,
  });

  async function sendPayload(request: FastifyRequest, reply: FastifyReply, pagePath: string, search: string) {
    reply.header('Cache-Control', 'no-cache');
    if (isDashboardPath(pagePath)) return reply.code(404).send({ error: 'Not Found' });
    const options = renderOptions(request, reply);
    const result = await (await renderer.entry()).loadPayload(toWebRequest(request, options.origin, pagePath + search), options);
    if (result.kind === 'redirect') return reply.send({ redirect: result.location });
    return reply.code(result.status).send(result.body);
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const options = renderOptions(request, reply);
    const result = await (await renderer.entry()).render(toWebRequest(request, options.origin, request.url), options);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    if (result.error && result.status >= 500) request.log.error(result.error);
    const html = fillTemplate(await renderer.template(request.url), result);
    return reply.code(result.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname.endsWith(PAYLOAD_SUFFIX)) {
        const pagePath = url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
        return sendPayload(request, reply, pagePath, url.search);
      }
      return sendPage(request, reply);
    },
  });
}

export default fp(pages, { name: 'pages', dependencies: ['@fastify/cookie'] });
