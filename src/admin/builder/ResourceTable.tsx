import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import type { Field } from '../../shared/resources/fields';
import { alignOf, fieldDisplay } from './fieldDisplay';
import { SummaryField } from './fields/SummaryField';
import { OrderControls } from './ordering/OrderControls';

/** Filterable and sortable fields are indexed by the database, so lists may sort by them. */
const isSortable = (resource: ResourceDefinition, field: Field) =>
  Boolean(field.sortable || field.filter || field.name === resource.orderField);

/** The summary line on narrow screens shows a few values besides the title; types that need space are left out. */
const fitsSummary = (field: Field) => !['image', 'images', 'tags', 'richText', 'longText', 'boolean'].includes(field.type);

interface ResourceTableProps {
  resource: ResourceDefinition;
  rowClick?: 'edit' | 'show';
}

/**
 * The list's table: the declared list columns on wide screens; on phones one summary column, so
 * nothing scrolls sideways. Ordered resources get a column to move rows.
 */
export function ResourceTable({ resource, rowClick = 'edit' }: ResourceTableProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const listed = resource.fields.filter((field) => field.list);
  const title = resource.fields.find((field) => field.name === resource.titleField)!;

  return (
    <DataTable rowClick={rowClick}>
      {narrow ? (
        <DataTable.Col source={title.name}>
          <SummaryField
            title={title}
            details={listed.filter((field) => field !== title && field.name !== resource.orderField && fitsSummary(field)).slice(0, 3)}
          />
        </DataTable.Col>
      ) : (
        listed.map((field) => (
          <DataTable.Col key={field.name} source={field.name} align={alignOf(field)} disableSort={!isSortable(resource, field)}>
            {fieldDisplay(field)}
          </DataTable.Col>
        ))
      )}
      {resource.orderField && (
        <DataTable.Col label="Verschieben" disableSort align="right">
          <OrderControls orderField={resource.orderField} />
        </DataTable.Col>
      )}
    </DataTable>
  );
}
