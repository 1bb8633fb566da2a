import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { renderRobots, renderSitemap, sitemapEntries } from '../../src/shared/meta/sitemap';

export interface SeoRoutesOptions {
  /** What visitors may read: the sitemap never lists what a visitor could not open. */
  data: PublicDataSource;
  /** The public origin; defaults to the request's own (as for canonical URLs). */
  publicUrl?: string;
}

/** /sitemap.xml from the route table and the published listings, and /robots.txt. */
export default async function seoRoutes(app: FastifyInstance, { data, publicUrl }: SeoRoutesOptions) {
  const originOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = renderSitemap(await sitemapEntries(data), originOf(request));
    // Listings change during the day; crawlers may keep the file for an hour.
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(renderRobots(originOf(request))),
  );
}
