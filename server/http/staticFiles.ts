import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The built client: hashed assets cached for a year, everything that can change revalidated. */
async function staticFiles(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, {
    root,
    index: false,
    // One route per file: unknown paths fall through to the page renderer and its 404 page.
    wildcard: false,
    cacheControl: false,
    // scripts/precompress.ts wrote .br and .gz beside each text asset at build time.
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = /[/\\]assets[/\\]/.test(path);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export default fp(staticFiles, { name: 'static-files' });
