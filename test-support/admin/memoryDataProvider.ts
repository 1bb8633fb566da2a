import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { validateRecord } from '../../src/shared/resources/validation';

type Stored = RaRecord & Record<string, unknown>;

const compare = (a: unknown, b: unknown) => (a === b ? 0 : a == null ? -1 : b == null ? 1 : (a as number) < (b as number) ? -1 : 1);

function matches(record: Stored, filter: Record<string, unknown>, resource: ResourceDefinition): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === '') return true;
    if (key === 'q')
      return resource.searchable.some((name) =>
        String(record[name] ?? '')
          .toLowerCase()
          .includes(String(value).toLowerCase()),
      );
    if (key.endsWith('_gte')) return compare(record[key.slice(0, -4)], value) >= 0;
    if (key.endsWith('_lte')) return compare(record[key.slice(0, -4)], value) <= 0;
    return Array.isArray(value) ? value.includes(record[key]) : record[key] === value;
  });
}

/**
 * The embedded server's behaviour in memory, for component tests: the same validation (a 400 with
 * German field messages, as the real data provider passes it on), filters, sorting and pages.
 */
export function memoryDataProvider(resources: readonly ResourceDefinition[], seed: Record<string, Stored[]> = {}) {
  const tables = new Map(resources.map((resource) => [resource.name, [...(seed[resource.name] ?? [])]]));
  const definition = (name: string) => resources.find((resource) => resource.name === name)!;
  const table = (name: string) => tables.get(name)!;
  let nextId = 1;

  const validated = (name: string, data: unknown) => {
    const result = validateRecord(definition(name), data);
    if (!result.success) {
      const message = 'Bitte prüfen Sie die markierten Felder.';
      throw new HttpError(message, 400, { message, errors: { ...result.errors, root: { serverError: message } } });
    }
    return result.data;
  };
  const find = (name: string, id: unknown) => {
    const record = table(name).find((candidate) => String(candidate.id) === String(id));
    if (!record) throw new HttpError('Der Eintrag wurde nicht gefunden.', 404);
    return record;
  };

  const provider: DataProvider = {
    async getList(name, { filter = {}, sort, pagination }) {
      const rows = table(name).filter((record) => matches(record, filter, definition(name)));
      if (sort) rows.sort((a, b) => compare(a[sort.field], b[sort.field]) * (sort.order === 'DESC' ? -1 : 1));
      const { page, perPage } = pagination ?? { page: 1, perPage: rows.length };
      return { data: rows.slice((page - 1) * perPage, page * perPage) as never[], total: rows.length };
    },
    async getOne(name, { id }) {
      return { data: find(name, id) as never };
    },
    async getMany(name, { ids }) {
      return { data: table(name).filter((record) => ids.map(String).includes(String(record.id))) as never[] };
    },
    async getManyReference(name, { target, id, pagination }) {
      return provider.getList(name, { filter: { [target]: id }, pagination, sort: { field: 'id', order: 'ASC' } });
    },
    async create(name, { data }) {
      const now = new Date().toISOString();
      const record = { ...validated(name, data), id: `r${nextId++}`, createdAt: now, updatedAt: now };
      table(name).push(record);
      return { data: record as never };
    },
    async update(name, { id, data }) {
      const existing = find(name, id);
      const record = { ...existing, ...validated(name, data), updatedAt: new Date().toISOString() };
      table(name).splice(table(name).indexOf(existing), 1, record);
      return { data: record as never };
    },
    async updateMany(name, { ids, data }) {
      for (const id of ids) await provider.update(name, { id, data: { ...find(name, id), ...data }, previousData: find(name, id) });
      return { data: ids };
    },
    async delete(name, { id }) {
      const existing = find(name, id);
      table(name).splice(table(name).indexOf(existing), 1);
      return { data: existing as never };
    },
    async deleteMany(name, { ids }) {
      for (const id of ids) await provider.delete(name, { id });
      return { data: ids };
    },
  };
  return { provider, records: (name: string) => table(name) };
}
