import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';

/**
 * The only URLs there are: `/media/<id>/<width>.webp`, as the image pipeline writes them. Tested on the
 * raw URL, before any decoding, so "..", "%2e%2e", backslashes, dot folders of unfinished uploads and
 * other extensions all answer 404. @fastify/static refuses traversal itself (with 403); this makes
 * the answer a plain 404 and is a second lock.
 */
const MEDIA_URL = /^\/media\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.webp$/;
const MEDIA_PATH = /^\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.webp$/;

/** Uploaded and seeded images from `<mediaDir>` under /media/: a file's URL never changes content, so it is cached for a year. */
async function media(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  // @fastify/static needs the root to exist at start; a fresh data directory has no uploads yet.
  mkdirSync(mediaDir, { recursive: true });
  // A scope of its own, so the URL check guards these routes only, not the whole app.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0];
      if (!MEDIA_URL.test(path)) return reply.callNotFound();
    });
    await scope.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      // The client files' instance already decorates the reply with sendFile.
      decorateReply: false,
      index: false,
      list: false,
      // Files appear at run time, so one route per file (wildcard: false) would miss every new upload.
      wildcard: true,
      dotfiles: 'ignore',
      cacheControl: false,
      allowedPath: (pathName) => MEDIA_PATH.test(pathName),
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  });
}

export default fp(media, { name: 'media' });
