import { parseListPlan, windowOfRange } from '../../src/shared/data/listPlan';
import type { ListParams, PublicDataSource } from '../../src/shared/data/publicData';
import { visitorView } from '../../src/shared/resources/access';
import { findResource } from '../../src/shared/resources/registry';
import { evaluateList } from '../content/firestoreEvaluateList';
import type { Preview } from './previewStore';

/**
 * The visitors' data with one record as the form has it: read alone, it is the form's record (as visitors would see it,
 * published); in lists it takes the stored record's place, or joins the lists whose conditions it now meets, in their
 * order. Everything else is read as visitors read it.
 *
 * A list is read from its start to one record past its window and evaluated again in memory with the embedded
 * server's semantics (evaluateList), so the window is exact wherever the stored record was in or before it; a
 * stored record beyond the window only miscounts the total by one (nothing the site's pages show).
 */
export function previewData(base: PublicDataSource, { resource: name, record }: Pick<Preview, 'resource' | 'record'>): PublicDataSource {
  const resource = findResource(name)!;
  const shown = { ...visitorView(resource, record), id: record.id };
  return {
    getOne: async (resourceName, id) => (resourceName === name && id === record.id ? (shown as never) : base.getOne(resourceName, id)),
    async getList<T>(resourceName: Parameters<PublicDataSource['getList']>[0], params: ListParams = {}) {
      if (resourceName !== name) return base.getList<T>(resourceName, params);
      const plan = parseListPlan(resource, 'visitor', { filter: params.filter, sort: params.sort, ...windowOfRange(params.range) });
      const upTo = plan.offset + plan.limit;
      const stored = await base.getList<Record<string, unknown> & { id: string }>(resourceName, { ...params, range: [0, upTo] });
      const rows = [...stored.data.filter((row) => row.id !== record.id), shown];
      const result = evaluateList(rows, plan);
      return { data: result.data as T[], total: stored.total + result.total - stored.data.length };
    },
  };
}
