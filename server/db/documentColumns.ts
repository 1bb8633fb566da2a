import { identifier } from './sqlNames';

/** How the SQL of the documents table names a record's fields: the metadata columns, JSON paths for the rest. */
const META_COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

export const fieldExpression = (field: string) => META_COLUMNS[field] ?? `json_extract(data, '$.${identifier(field)}')`;

/**
 * The term that selects a collection in list queries and in the list indexes' WHERE. The unary plus keeps the
 * term from being an index key: otherwise the primary key (collection, id) looks to the planner like a cheap way
 * to a collection's records (it has no statistics to know better) and it reads every document of the collection.
 * The list indexes are partial with exactly this term, so a list query can use them and only them.
 */
export const collectionTerm = (collection: string) => `+collection = '${identifier(collection)}'`;
