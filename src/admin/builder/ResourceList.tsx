import { useMemo, type ReactElement, type ReactNode } from 'react';
import { List } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { csvExporter } from './csvExport';
import { ResourceTable } from './ResourceTable';

interface ResourceListProps {
  resource: ResourceDefinition;
  filters: ReactElement[];
  /** The table; the generic one unless a resource brings its own. */
  children?: ReactNode;
}

/** A declaration's list: default sort, search and filters, pagination, CSV export, bulk delete with undo. */
export function ResourceList({ resource, filters, children }: ResourceListProps) {
  const exporter = useMemo(() => csvExporter(resource), [resource]);
  return (
    <List sort={resource.defaultSort} filters={filters} exporter={exporter} perPage={25}>
      {children ?? <ResourceTable resource={resource} />}
    </List>
  );
}
