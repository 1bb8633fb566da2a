import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { canCreate, canRead, type Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { validateRecord, type FieldErrors } from '../../src/shared/resources/validation';
import { ContentService } from '../api/contentService';
import { parseListQuery, QueryRejected } from '../api/listQuery';
import { sanitizeRecord } from '../api/sanitizeRichText';
import { apiCacheKey, publicApiAnswer, replyFromCache } from '../cache/cachedReply';
import type { ResponseCache } from '../cache/responseCache';
import { newId, type DocumentStore } from '../db/documentStore';
import type { VisitorMails } from '../mail/embeddedMail';

export interface ResourceRoutesOptions {
  resources: readonly ResourceDefinition[];
  store: DocumentStore;
  content: ContentService;
  requireStaff: preHandlerHookHandler;
  /** Told after every write, so caches can drop what changed. */
  onChange?: (resource: string) => void;
  /** Visitors' reads are answered from here (docs/caching.md); staff answers never are. */
  cache?: ResponseCache;
  /** The mails a visitor's new record causes (server/mail/), stored in the record's own transaction. */
  visitorMails?: VisitorMails;
}

/** A hidden form field only bots fill in; see the inquiry forms. */
export const HONEYPOT_FIELD = 'website';
const BODY_LIMIT = 512 * 1024;

const viewerOf = (request: FastifyRequest): Viewer => (request.staff ? 'staff' : 'visitor');
const invalid = (reply: FastifyReply, errors: FieldErrors) =>
  reply.code(400).send({ message: 'Bitte prüfen Sie die markierten Felder.', errors });
const NOT_FOUND = { message: 'Der Eintrag wurde nicht gefunden.' };
const notFound = (reply: FastifyReply) => reply.code(404).send(NOT_FOUND);
const signInRequired = (reply: FastifyReply) => reply.code(401).send({ message: 'Bitte melden Sie sich an.' });

/**
 * The REST API for every declared resource, in the dialect of ra-data-simple-rest:
 * GET /api/<name>?sort=&range=&filter= with Content-Range, GET/PUT/DELETE /api/<name>/<id>, POST /api/<name>.
 */
export default async function resourceRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  const { store, content, requireStaff, cache, visitorMails, onChange = () => {} } = options;

  for (const resource of options.resources) {
    const base = `/api/${resource.name}`;

    app.get(base, async (request, reply) => {
      const viewer = viewerOf(request);
      if (!canRead(resource, viewer)) return signInRequired(reply);
      const list = () => {
        const { data, total, offset } = content.list(resource, viewer, parseListQuery(resource, viewer, request.query as Record<string, unknown>));
        const last = Math.max(offset, offset + data.length - 1);
        return { data, contentRange: `${resource.name} ${offset}-${last}/${total}` };
      };
      if (cache && viewer === 'visitor') {
        return replyFromCache(cache, request, reply, apiCacheKey(request), async () => {
          const { data, contentRange } = list();
          return publicApiAnswer(resource.name, 200, data, { 'content-range': contentRange });
        });
      }
      const { data, contentRange } = list();
      return reply.header('Content-Range', contentRange).send(data);
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const viewer = viewerOf(request);
      if (cache && viewer === 'visitor' && canRead(resource, viewer)) {
        return replyFromCache(cache, request, reply, apiCacheKey(request), async () => {
          const outcome = content.get(resource, viewer, request.params.id);
          if (outcome.status === 'ok') return publicApiAnswer(resource.name, 200, outcome.record);
          // An unpublished record: answered as before and not kept (the cache keeps 200 and 404 only).
          if (outcome.status === 'forbidden') {
            signInRequired(reply);
            return undefined;
          }
          return publicApiAnswer(resource.name, 404, NOT_FOUND);
        });
      }
      const outcome = content.get(resource, viewer, request.params.id);
      if (outcome.status !== 'ok') return outcome.status === 'forbidden' ? signInRequired(reply) : notFound(reply);
      return outcome.record;
    });

    app.post(base, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const viewer = viewerOf(request);
      if (!canCreate(resource, viewer)) return signInRequired(reply);
      if (resource.singleton) return reply.code(405).send({ message: `Diesen Eintrag gibt es nur einmal; ändern Sie ihn mit PUT ${base}/${resource.singleton}.` });
      let body = request.body as Record<string, unknown> | null;
      if (viewer === 'visitor' && body && typeof body === 'object') {
        const { [HONEYPOT_FIELD]: trap, ...rest } = body;
        // Bots get the answer they expect; nothing is stored.
        if (typeof trap === 'string' && trap !== '') return reply.code(201).send({ id: 'danke' });
        body = rest;
      }
      const result = validateRecord(resource, body, viewer === 'visitor' ? resource.visitorFields : undefined);
      if (!result.success) return invalid(reply, result.errors);
      const data = sanitizeRecord(resource, result.data);
      const id = newId();
      const enqueueMails = viewer === 'visitor' ? await visitorMails?.(resource, { ...data, id }, request) : undefined;
      const record = store.transaction(() => {
        const created = store.create(resource.name, data, request.staff?.email ?? null, id);
        enqueueMails?.();
        return created;
      });
      onChange(resource.name);
      return reply.code(201).send(viewer === 'staff' ? record : { id: record.id });
    });

    app.put<{ Params: { id: string } }>(`${base}/:id`, { preHandler: requireStaff, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const { id } = request.params;
      const result = validateRecord(resource, request.body);
      if (!result.success) return invalid(reply, result.errors);
      const by = request.staff!.email;
      const data = sanitizeRecord(resource, result.data);
      const existing = content.get(resource, 'staff', id);
      if (existing.status !== 'ok') {
        if (resource.singleton !== id) return notFound(reply);
        const created = store.create(resource.name, data, by, id);
        onChange(resource.name);
        return created;
      }
      const updated = store.update(resource.name, id, data, by);
      onChange(resource.name);
      return updated;
    });

    app.delete<{ Params: { id: string } }>(`${base}/:id`, { preHandler: requireStaff }, async (request, reply) => {
      if (content.get(resource, 'staff', request.params.id).status !== 'ok') return notFound(reply);
      const deleted = store.delete(resource.name, request.params.id);
      onChange(resource.name);
      return deleted;
    });
  }

  // Anything else under /api is not a page: answer JSON, never the HTML renderer.
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ message: 'Unbekannte Adresse der Schnittstelle.' }));

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof QueryRejected) return reply.code(400).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: 'Die Anfrage ist zu groß.' });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: 'Die Anfrage ist ungültig.' });
    request.log.error(error);
    return reply.code(500).send({ message: 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.' });
  });
}
