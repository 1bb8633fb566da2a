import type { ReactElement } from 'react';
import { AutocompleteInput, DateInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import type { Field } from '../../shared/resources/fields';
import { DecimalInput } from '../inputs/DecimalInput';
import { choiceGroup, isGrouped } from './groupedChoices';
import { unitOf } from '../../shared/format/fieldFormat';

/** Two inputs, "ab" and "bis", for the server's `<field>_gte` and `<field>_lte` range filters. */
function rangeFilters(
  field: Extract<Field, { type: 'number' | 'integer' | 'money' | 'area' | 'date' }>,
  alwaysOn: boolean,
): ReactElement[] {
  const bounds = [
    { suffix: '_gte', word: 'ab' },
    { suffix: '_lte', word: 'bis' },
  ];
  if (field.type === 'date') {
    return bounds.map(({ suffix, word }) => (
      <DateInput key={`${field.name}${suffix}`} source={`${field.name}${suffix}`} label={`${field.label} ${word}`} alwaysOn={alwaysOn} />
    ));
  }
  const unit = unitOf(field);
  return bounds.map(({ suffix, word }) => (
    <DecimalInput
      key={`${field.name}${suffix}`}
      source={`${field.name}${suffix}`}
      label={`${field.label} ${word}`}
      alwaysOn={alwaysOn}
      unit={unit}
    />
  ));
}

function filtersFor(field: Field, alwaysOn: boolean): ReactElement[] {
  const common = { source: field.name, label: field.label, alwaysOn } as const;
  switch (field.type) {
    case 'select':
    case 'tags':
      if (isGrouped(field.choices))
        return [<AutocompleteInput key={field.name} {...common} choices={[...field.choices]} groupBy={choiceGroup} />];
      return [<SelectInput key={field.name} {...common} choices={field.choices as { id: string; name: string }[]} emptyText="Alle" />];
    case 'boolean':
      return [<NullableBooleanInput key={field.name} {...common} nullLabel="Alle" />];
    case 'reference':
      return [
        <ReferenceInput key={field.name} source={field.name} reference={field.reference} alwaysOn={alwaysOn}>
          <AutocompleteInput label={field.label} />
        </ReferenceInput>,
      ];
    case 'number':
    case 'integer':
    case 'money':
    case 'area':
    case 'date':
      return rangeFilters(field, alwaysOn);
    case 'text':
    case 'longText':
      return [<TextInput key={field.name} {...common} />];
    case 'richText':
    case 'image':
    case 'images':
      return [];
  }
}

/**
 * The list's filters from the declaration: a search box when fields are searchable, and one filter
 * (or an "ab"/"bis" pair for numbers and dates) per field marked `filter`. `alwaysOn` fields show
 * without "Filter hinzufügen".
 */
export function listFilters(resource: ResourceDefinition, alwaysOn: readonly string[] = []): ReactElement[] {
  return [
    ...(resource.searchable.length > 0 ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...resource.fields.filter((field) => field.filter).flatMap((field) => filtersFor(field, alwaysOn.includes(field.name))),
  ];
}
