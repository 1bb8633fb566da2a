import { canRead, needsPublishedFilter, PUBLISHED_FIELD, visitorView, type Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { RECORD_ID } from '../../src/shared/resources/validation';
import type { DocumentStore, ListOptions, StoredRecord } from '../db/documentStore';

export type ReadOutcome = { status: 'ok'; record: Record<string, unknown> } | { status: 'not-found' | 'forbidden' };

/**
 * Reading content with the access policy applied (docs/access-policy.md): the REST API and the
 * server render both read through here, so a visitor sees the same everywhere.
 */
export class ContentService {
  constructor(private readonly store: DocumentStore) {}

  private present(resource: ResourceDefinition, viewer: Viewer, record: StoredRecord) {
    return viewer === 'staff' ? record : visitorView(resource, record);
  }

  list(resource: ResourceDefinition, viewer: Viewer, options: ListOptions) {
    const conditions = needsPublishedFilter(resource, viewer)
      ? [...options.conditions, { kind: 'equals' as const, field: PUBLISHED_FIELD, values: [true] }]
      : options.conditions;
    const { data, total } = this.store.list(resource.name, { ...options, conditions });
    return { data: data.map((record) => this.present(resource, viewer, record)), total, offset: options.offset };
  }

  get(resource: ResourceDefinition, viewer: Viewer, id: string): ReadOutcome {
    if (!canRead(resource, viewer)) return { status: 'forbidden' };
    if (!RECORD_ID.test(id)) return { status: 'not-found' };
    const record = this.store.get(resource.name, id);
    if (!record) return { status: 'not-found' };
    if (needsPublishedFilter(resource, viewer) && record[PUBLISHED_FIELD] !== true) return { status: 'forbidden' };
    return { status: 'ok', record: this.present(resource, viewer, record) };
  }
}
