import type { ListParams, ListResult, PublicDataSource } from '../../src/shared/data/publicData';
import { PUBLISHED_FIELD, visitorView } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { RECORD_ID } from '../../src/shared/resources/validation';
import { toRecord } from '../../src/shared/firebase/documents';
import { evaluateList } from './firestoreEvaluateList';
import type { FieldFilter } from '../../src/shared/firebase/firestoreQuery';
import { parseListPlan, windowOfRange } from '../../src/shared/data/listPlan';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { ProviderError } from '../../src/shared/firebase/providerErrors';
import { visitorCollection } from '../../src/shared/firebase/visitorCopy';

type Row = Record<string, unknown> & { id: string };

interface Feed {
  rows: Map<string, Row>;
  ready: Promise<void>;
  stop: () => void;
  failed: boolean;
}

export interface LivePublicData extends PublicDataSource {
  /** Stops listening (server shutdown, tests). */
  close(): void;
}

export interface LivePublicDataOptions {
  resources: readonly ResourceDefinition[];
  port: Pick<FirestorePort, 'listen'>;
  /** How long a page may wait for the first answer from Firestore. */
  readyTimeoutMs?: number;
  log?: (level: 'warn' | 'error', message: string) => void;
}

const UNAVAILABLE = 'Die Inhalte konnten nicht aus der Datenbank geladen werden. Bitte versuchen Sie es später erneut.';

/**
 * What visitors may read, in Firebase mode, for the server render and the public /api: the server
 * listens to the published documents of each public collection (the visitor copies where a resource
 * has private fields) with visitor rights only, keeps them in memory and answers every list with the
 * embedded server's semantics (firestoreEvaluateList.ts). A page view then costs no Firestore read at all, the
 * offer search may combine any filters and sorts without a composite index per combination, and a
 * change in the dashboard reaches the site within a second or two. Sized for an agency's content
 * (hundreds or a few thousand published records), which is what it is for.
 */
export function createLivePublicData({ resources, port, readyTimeoutMs = 15_000, log = () => {} }: LivePublicDataOptions): LivePublicData {
  const feeds = new Map<string, Feed>();
  const byName = new Map(resources.map((resource) => [resource.name, resource]));

  function feedOf(resource: ResourceDefinition): Feed {
    const existing = feeds.get(resource.name);
    if (existing && !existing.failed) return existing;
    // The query must carry `published == true`: rules are not filters, a broader query would be refused.
    const filters: FieldFilter[] = resource.access.read === 'published' ? [{ field: PUBLISHED_FIELD, op: '==', value: true }] : [];
    const rows = new Map<string, Row>();
    let settle: (error?: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    ready.catch(() => undefined);
    const feed: Feed = { rows, ready, stop: () => {}, failed: false };
    feed.stop = port.listen(
      visitorCollection(resource),
      filters,
      (docs) => {
        rows.clear();
        for (const doc of docs) {
          const record = toRecord(doc);
          // The copy is the visitor view already; applying it again costs little and guards hand-made documents.
          rows.set(record.id, { ...(visitorView(resource, record) as Row), id: record.id });
        }
        settle();
      },
      (error) => {
        log('error', `Firestore (${visitorCollection(resource)}): ${error.message}`);
        feed.failed = true;
        settle(error);
      },
    );
    feeds.set(resource.name, feed);
    return feed;
  }

  async function rowsOf(name: string): Promise<ReadonlyMap<string, Row> | null> {
    const resource = byName.get(name);
    if (!resource) throw new ProviderError(`Unbekannter Bereich „${name}“.`, 404);
    if (resource.access.read === 'staff') return null;
    const feed = feedOf(resource);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), readyTimeoutMs);
    });
    try {
      await Promise.race([feed.ready, timeout]);
    } catch (error) {
      log('warn', `Firestore (${name}) antwortet nicht: ${(error as Error).message}`);
      throw new ProviderError(UNAVAILABLE, 503);
    } finally {
      clearTimeout(timer);
    }
    return feed.rows;
  }

  return {
    async getList<T>(name: Parameters<PublicDataSource['getList']>[0], params: ListParams = {}): Promise<ListResult<T>> {
      const resource = byName.get(name);
      const rows = await rowsOf(name);
      if (!resource || rows === null) throw new ProviderError('Bitte melden Sie sich an.', 401);
      const plan = parseListPlan(resource, 'visitor', { filter: params.filter, sort: params.sort, ...windowOfRange(params.range) });
      const { data, total } = evaluateList([...rows.values()], plan);
      return { data: data as T[], total };
    },
    async getOne<T>(name: Parameters<PublicDataSource['getOne']>[0], id: string): Promise<T | null> {
      if (!RECORD_ID.test(id)) return null;
      const rows = await rowsOf(name);
      return (rows?.get(id) as T | undefined) ?? null;
    },
    close() {
      for (const feed of feeds.values()) feed.stop();
      feeds.clear();
    },
  };
}
