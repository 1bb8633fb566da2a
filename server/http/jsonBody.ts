import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** No declared resource nests deeper than this; deeper bodies are attacks on the parser or validator. */
export const MAX_JSON_DEPTH = 8;

/** The nesting depth, counted no further than one level beyond the limit (so a deep body cannot exhaust the stack). */
function depthOf(value: unknown, depth = 0): number {
  if (typeof value !== 'object' || value === null) return depth;
  let deepest = depth + 1;
  if (deepest > MAX_JSON_DEPTH) return deepest;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, depth + 1));
    if (deepest > MAX_JSON_DEPTH) break;
  }
  return deepest;
}

/**
 * JSON bodies are parsed with Fastify's own parser (which refuses __proto__ and constructor
 * poisoning) and refused beyond a fixed nesting depth.
 */
async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs: 'string' hands over a string; the type says string | Buffer for every parser.
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (depthOf(value) > MAX_JSON_DEPTH) {
        return done(Object.assign(new Error('JSON nested too deeply'), { statusCode: 400 }), undefined);
      }
      done(null, value);
    });
  });
}

export default fp(jsonBody, { name: 'json-body' });
