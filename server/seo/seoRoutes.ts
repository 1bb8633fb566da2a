import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap';
import { requestOrigin } from '../http/origin';
import { INVALID_REQUEST_MESSAGE } from '../http/errorAnswers';

export interface SeoRoutesOptions {
  /** What visitors may read: the sitemap never lists what a visitor could not open. */
  data: PublicDataSource;
  /** The public origin; defaults to the request's own (as for canonical URLs), and then the files are private. */
  publicUrl?: string;
}

/** /sitemap.xml from the route table and the published listings, and /robots.txt. */
export default async function seoRoutes(app: FastifyInstance, { data, publicUrl }: SeoRoutesOptions) {
  // A forged (forwarded) host must never end up in a file that crawlers and caches keep.
  const withOrigin = (request: FastifyRequest, reply: FastifyReply, send: (origin: string) => Promise<unknown>) => {
    const origin = requestOrigin(request, publicUrl);
    if (!origin) return reply.code(400).send({ message: INVALID_REQUEST_MESSAGE });
    return send(origin);
  };
  // Without PUBLIC_URL the URLs inside come from the request's Host: for that requester only, never a shared cache.
  const cacheControl = (publicSeconds: number) => (publicUrl ? `public, max-age=${publicSeconds}` : 'private, no-store');

  app.get('/sitemap.xml', (request, reply) =>
    withOrigin(request, reply, async (origin) => {
      const xml = renderSitemap(await sitemapEntries(data), origin);
      // Listings change during the day; crawlers may keep the file for an hour.
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', cacheControl(3600)).send(xml);
    }),
  );

  app.get('/robots.txt', (request, reply) =>
    withOrigin(request, reply, async (origin) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheControl(86400)).send(renderRobots(origin)),
    ),
  );
}
