import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';
import { canCreate, canRead, type Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { validateRecord, type FieldErrors } from '../../src/shared/resources/validation';
import { ContentService } from './contentService';
import { capForVisitors, parseListQuery } from '../http/listQuery';
import { sanitizeRecord } from './sanitizeRichText';
import { apiListCacheKey, apiRecordCacheKey } from '../cache/apiCacheKeys';
import { publicApiAnswer } from '../cache/cachedReply';
import type { ResponseCache } from '../cache/responseCache';
import { writerOf, type RecordedWrites } from '../history/recordedWrites';
import { DEFAULT_VISITOR_READS_PER_MINUTE, visitorReads } from '../http/visitorReads';
import { createWithMails } from '../mail/createWithMails';
import type { VisitorMails } from '../mail/embeddedMail';
import { answerUnstored, checkVisitorWrite } from './visitorWrites';
import { refuseWithout, requireCapability } from '../auth/roleGuard';

export interface ResourceRoutesOptions {
  resources: readonly ResourceDefinition[];
  /** Every write goes through here, with its history entry (server/history/). */
  writes: RecordedWrites;
  content: ContentService;
  requireStaff: preHandlerHookHandler;
  /** Told after every write, so caches can drop what changed. */
  onChange?: (resource: string) => void;
  /** Visitors' reads are answered from here (docs/caching.md); staff answers never are. */
  cache?: ResponseCache;
  /** Visitors' reads the cache cannot answer, per client and minute (0: no limit). */
  visitorReadsPerMinute?: number;
  /** The mails a visitor's new record causes (server/mail/), stored in the record's own transaction. */
  visitorMails?: VisitorMails;
}

const BODY_LIMIT = 512 * 1024;

const viewerOf = (request: FastifyRequest): Viewer => (request.staff ? 'staff' : 'visitor');
const invalid = (reply: FastifyReply, errors: FieldErrors) =>
  reply.code(400).send({ message: 'Bitte prüfen Sie die markierten Felder.', errors });
/** A well-formed value that names nothing the visitor may use (see visitorReferences.ts): the field's own message leads. */
const NOT_FOUND = { message: 'Der Eintrag wurde nicht gefunden.' };
const notFound = (reply: FastifyReply) => reply.code(404).send(NOT_FOUND);
const signInRequired = (reply: FastifyReply) => reply.code(401).send({ message: 'Bitte melden Sie sich an.' });

/**
 * The REST API for every declared resource, in the dialect of ra-data-simple-rest:
 * GET /api/<name>?sort=&range=&filter= with Content-Range, GET/PUT/DELETE /api/<name>/<id>, POST /api/<name>.
 */
export default async function resourceRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  const {
    writes,
    content,
    requireStaff,
    cache,
    visitorMails,
    onChange = () => {},
    visitorReadsPerMinute = DEFAULT_VISITOR_READS_PER_MINUTE,
  } = options;
  const visitorRead = await visitorReads(app, { cache, perMinute: visitorReadsPerMinute });
  const byName = new Map(options.resources.map((resource) => [resource.name, resource]));
  const readAsVisitor = (name: string, id: string) => {
    const resource = byName.get(name);
    const outcome = resource ? content.get(resource, 'visitor', id) : undefined;
    return outcome?.status === 'ok' ? outcome.record : null;
  };

  for (const resource of options.resources) {
    const base = `/api/${resource.name}`;
    // The role matrix (src/shared/auth/rolePolicy.ts); visitors are judged by the declaration's access alone.
    const mayRead = resourceCapability(resource.name, 'read');
    const mayWrite = resourceCapability(resource.name, 'write');
    const staffWrite = [requireStaff, requireCapability(mayWrite)];

    app.get(base, async (request, reply) => {
      const viewer = viewerOf(request);
      if (!canRead(resource, viewer)) return signInRequired(reply);
      if (refuseWithout(request, reply, mayRead)) return reply;
      const query = parseListQuery(resource, viewer, request.query as Record<string, unknown>);
      const plan = viewer === 'visitor' ? capForVisitors(query) : query;
      const list = () => {
        const { data, total, offset } = content.list(resource, viewer, plan);
        const last = Math.max(offset, offset + data.length - 1);
        return { data, contentRange: `${resource.name} ${offset}-${last}/${total}` };
      };
      if (viewer === 'visitor') {
        return visitorRead(request, reply, apiListCacheKey(resource.name, plan), () => {
          const { data, contentRange } = list();
          return publicApiAnswer(resource.name, 200, data, { 'content-range': contentRange });
        });
      }
      const { data, contentRange } = list();
      return reply.header('Content-Range', contentRange).send(data);
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer === 'visitor' && canRead(resource, viewer)) {
        return visitorRead(request, reply, apiRecordCacheKey(resource.name, request.params.id), () => {
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
      if (refuseWithout(request, reply, mayRead)) return reply;
      const outcome = content.get(resource, viewer, request.params.id);
      if (outcome.status !== 'ok') return outcome.status === 'forbidden' ? signInRequired(reply) : notFound(reply);
      return outcome.record;
    });

    app.post(base, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const viewer = viewerOf(request);
      if (!canCreate(resource, viewer)) return signInRequired(reply);
      if (refuseWithout(request, reply, mayWrite)) return reply;
      if (resource.singleton)
        return reply
          .code(405)
          .send({ message: `Diesen Eintrag gibt es nur einmal; ändern Sie ihn mit PUT ${base}/${resource.singleton}.` });
      let data: Record<string, unknown>;
      if (viewer === 'visitor') {
        const check = await checkVisitorWrite(resource, request.body, readAsVisitor);
        if (check.outcome !== 'accepted') return answerUnstored(reply, check);
        data = check.data;
      } else {
        const result = validateRecord(resource, request.body);
        if (!result.success) return invalid(reply, result.errors);
        data = result.data;
      }
      const record = await createWithMails(writes, resource, sanitizeRecord(resource, data), {
        writer: writerOf(request.staff),
        mails: viewer === 'visitor' ? visitorMails : undefined,
        request,
      });
      onChange(resource.name);
      return reply.code(201).send(viewer === 'staff' ? record : { id: record.id });
    });

    app.put<{ Params: { id: string } }>(`${base}/:id`, { preHandler: staffWrite, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const { id } = request.params;
      const result = validateRecord(resource, request.body);
      if (!result.success) return invalid(reply, result.errors);
      const writer = writerOf(request.staff);
      const data = sanitizeRecord(resource, result.data);
      const existing = content.get(resource, 'staff', id);
      if (existing.status !== 'ok') {
        if (resource.singleton !== id) return notFound(reply);
        const created = writes.create(resource, data, writer, id);
        onChange(resource.name);
        return created;
      }
      const updated = writes.update(resource, id, data, writer);
      onChange(resource.name);
      return updated;
    });

    app.delete<{ Params: { id: string } }>(`${base}/:id`, { preHandler: staffWrite }, async (request, reply) => {
      if (content.get(resource, 'staff', request.params.id).status !== 'ok') return notFound(reply);
      const deleted = writes.delete(resource, request.params.id, writerOf(request.staff));
      onChange(resource.name);
      return deleted;
    });
  }

  // Anything else under /api is not a page: answer JSON, never the HTML renderer.
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ message: 'Unbekannte Adresse der Schnittstelle.' }));
}
