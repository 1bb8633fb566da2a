import type { ReactElement } from 'react';
import { BooleanField, EmailField, FunctionField, ReferenceField, RichTextField, SelectField, TextField, type RaRecord } from 'react-admin';
import type { Field } from '../../shared/resources/fields';
import { ChoiceChipsField } from './fields/ChoiceChipsField';
import { ThumbnailField } from './fields/ThumbnailField';
import { formatDate, formatNumber } from '../../shared/format/fieldFormat';

const isNumeric = (field: Field) => field.type === 'number' || field.type === 'integer' || field.type === 'money' || field.type === 'area';

/** Numbers sit right-aligned in table columns, so digits line up. */
export const alignOf = (field: Field) => (isNumeric(field) ? 'right' : 'left');

/** How a declared field shows its value in lists and detail views (de-DE numbers, dates and money). */
export function fieldDisplay(field: Field): ReactElement {
  const source = field.name;
  switch (field.type) {
    case 'text':
      return field.format === 'email' ? <EmailField source={source} /> : <TextField source={source} />;
    case 'longText':
      return <TextField source={source} sx={{ whiteSpace: 'pre-line' }} />;
    case 'richText':
      return <RichTextField source={source} />;
    case 'number':
    case 'integer':
    case 'money':
    case 'area':
      return (
        <FunctionField
          source={source}
          render={(record: RaRecord) => (typeof record[source] === 'number' ? formatNumber(record[source], field) : '')}
        />
      );
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <FunctionField source={source} render={(record: RaRecord) => (record[source] ? formatDate(record[source]) : '')} />;
    case 'select':
      return <SelectField source={source} choices={field.choices as { id: string; name: string }[]} />;
    case 'tags':
      return <ChoiceChipsField source={source} choices={field.choices} />;
    case 'image':
    case 'images':
      return <ThumbnailField source={source} />;
    case 'reference':
      return <ReferenceField source={source} reference={field.reference} link="edit" />;
  }
}
