import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiListCacheKey, apiRecordCacheKey } from '../cache/apiCacheKeys';
import { publicApiAnswer } from '../cache/cachedReply';
import type { ResponseCache } from '../cache/responseCache';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { KEYWORDS_FIELD, keywordsFor } from '../../src/shared/firebase/keywords';
import { parseListPlan, windowOfRange, type ListPlan } from '../../src/shared/data/listPlan';
import { capForVisitors, listParamsOf } from '../http/listQuery';
import { DEFAULT_VISITOR_READS_PER_MINUTE, visitorReads } from '../http/visitorReads';
import type { FirestorePort } from '../../src/shared/firebase/port';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import type { ResourceName } from '../../src/shared/resources/registry';
import type { ReadAsVisitor } from './visitorReferences';
import { answerUnstored, checkVisitorWrite } from './visitorWrites';

export interface FirebasePublicApiOptions {
  resources: readonly ResourceDefinition[];
  /** What visitors may read (createLivePublicData). */
  data: PublicDataSource;
  /** Stores a visitor's record (an inquiry, with its mails: firestoreSubmitWithMails.ts); firestore.rules check it once more. */
  submit: (resource: ResourceDefinition, fields: Record<string, unknown>, request: FastifyRequest) => Promise<string>;
  /** Reads are answered from here when given (docs/caching.md); every caller of this API is a visitor. */
  cache?: ResponseCache;
  /** Reads the cache cannot answer, per client and minute (0: no limit). */
  visitorReadsPerMinute?: number;
}

const BODY_LIMIT = 64 * 1024;

/**
 * The site's /api in Firebase mode, for the browser's public data source (httpPublicData.ts) and the
 * inquiry forms: the same paths, parameters and answers as the embedded API, read from the live
 * published records. Staff do not use it: the dashboard talks to Firestore directly.
 */
export default async function firebasePublicApi(app: FastifyInstance, options: FirebasePublicApiOptions) {
  const { resources, data, submit, cache, visitorReadsPerMinute = DEFAULT_VISITOR_READS_PER_MINUTE } = options;
  const visitorRead = await visitorReads(app, { cache, perMinute: visitorReadsPerMinute });
  const readAsVisitor = firestoreVisitorReads(resources, data);

  for (const resource of resources) {
    const base = `/api/${resource.name}`;
    const name = resource.name as ResourceName;

    /** The request checked as the visitors' source will check it, with a visitor's page cut to VISITOR_PAGE_LIMIT. */
    const planOf = (query: Record<string, unknown>) => {
      const params = listParamsOf(query);
      return {
        params,
        plan: capForVisitors(
          parseListPlan(resource, 'visitor', { filter: params.filter, sort: params.sort, ...windowOfRange(params.range) }),
        ),
      };
    };
    const list = async ({ filter, sort }: ReturnType<typeof listParamsOf>, { offset, limit }: ListPlan) => {
      const { data: records, total } = await data.getList(name, { filter, sort, range: [offset, offset + limit - 1] });
      const last = Math.max(offset, offset + records.length - 1);
      return publicApiAnswer(resource.name, 200, records, { 'content-range': `${resource.name} ${offset}-${last}/${total}` });
    };
    // Visitors cannot tell an unpublished record from a missing one here: the rules show them neither.
    const one = async (id: string) => {
      const record = await data.getOne(name, id);
      return record
        ? publicApiAnswer(resource.name, 200, record)
        : publicApiAnswer(resource.name, 404, { message: 'Der Eintrag wurde nicht gefunden.' });
    };

    app.get(base, async (request, reply) => {
      if (resource.access.read === 'staff') return reply.code(401).send({ message: 'Bitte melden Sie sich an.' });
      const { params, plan } = planOf(request.query as Record<string, unknown>);
      return visitorRead(request, reply, apiListCacheKey(resource.name, plan), () => list(params, plan));
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      if (resource.access.read === 'staff') return reply.code(401).send({ message: 'Bitte melden Sie sich an.' });
      return visitorRead(request, reply, apiRecordCacheKey(resource.name, request.params.id), () => one(request.params.id));
    });

    if (resource.access.create === 'public') {
      app.post(base, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
        const check = await checkVisitorWrite(resource, request.body, readAsVisitor);
        if (check.outcome !== 'accepted') return answerUnstored(reply, check);
        return reply.code(201).send({ id: await submit(resource, withKeywords(resource, check.data), request) });
      });
    }
  }

  app.all('/api/*', async (request, reply) =>
    request.method === 'GET'
      ? reply.code(404).send({ message: 'Unbekannte Adresse der Schnittstelle.' })
      : reply.code(405).send({
          message:
            'Im Firebase-Modus speichert das Dashboard direkt in Firestore; diese Schnittstelle nimmt nur Anfragen von Besuchern an.',
        }),
  );
}

/** A referenced record as visitors see it: the live published copy (firestore.rules check it once more). */
export function firestoreVisitorReads(resources: readonly ResourceDefinition[], data: PublicDataSource): ReadAsVisitor {
  return (name, id) =>
    resources.some((target) => target.name === name && target.access.read !== 'staff') ? data.getOne(name as ResourceName, id) : null;
}

/** A visitor's checked record as Firestore stores it: with the keyword index the dashboard's search reads. */
export function withKeywords(resource: ResourceDefinition, data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, [KEYWORDS_FIELD]: keywordsFor(data, resource.searchable) };
}

/**
 * Visitors' records go to Firestore as a visitor: fields, server times, no author. What only the server's account may
 * write (`serverFields`, firestore.rules) stays empty.
 */
export function submitWithVisitorRights(port: FirestorePort) {
  return async (resource: ResourceDefinition, fields: Record<string, unknown>) => {
    const id = port.newId(resource.name);
    const serverFields = Object.fromEntries((resource.serverFields ?? []).map((name) => [name, null]));
    await port.commit([
      {
        kind: 'set',
        collection: resource.name,
        id,
        fields: { ...fields, ...serverFields },
        meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
      },
    ]);
    return id;
  };
}
