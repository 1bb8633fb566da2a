import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, CheckboxGroupInput, DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { Field, TextField } from '../../shared/resources/fields';
import { DecimalInput } from '../inputs/DecimalInput';
import { ImageListInput } from '../inputs/ImageListInput';
import { LazyRichTextInput } from '../inputs/LazyRichTextInput';
import { SingleImageInput } from '../inputs/SingleImageInput';
import { choiceGroup, isGrouped } from './groupedChoices';
import { unitOf } from '../../shared/format/fieldFormat';

const textInputTypes: Record<NonNullable<TextField['format']>, { type: string; inputMode?: 'numeric' }> = {
  email: { type: 'email' },
  phone: { type: 'tel' },
  url: { type: 'url' },
  postcode: { type: 'text', inputMode: 'numeric' },
};

/** Inputs that need the form's whole width; the others share a row on wide screens. */
export const isWideInput = (field: Field) => ['longText', 'richText', 'tags', 'image', 'images'].includes(field.type);

/**
 * The form input for a declared field. Labels come from the declaration through the i18n keys
 * `resources.<name>.fields.<field>`; validation is the form's (validateRecord), so inputs only mark
 * required fields.
 */
export function fieldInput(field: Field): ReactElement {
  const common = { source: field.name, isRequired: field.required ?? false, helperText: field.help ?? false } as const;
  switch (field.type) {
    case 'text': {
      const { type, inputMode } = field.format ? textInputTypes[field.format] : { type: 'text', inputMode: undefined };
      return <TextInput {...common} type={type} slotProps={{ htmlInput: { inputMode, maxLength: field.maxLength } }} />;
    }
    case 'longText':
      return <TextInput {...common} multiline minRows={3} slotProps={{ htmlInput: { maxLength: field.maxLength } }} />;
    case 'richText':
      return <LazyRichTextInput {...common} />;
    case 'number':
    case 'integer':
    case 'money':
    case 'area':
      // Not react-admin's NumberInput: a browser number input reads the German "2,5" as 25 (docs/handbuch.md, "Zahlen").
      return <DecimalInput {...common} unit={unitOf(field)} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'select':
      // A grouped list (86 districts by Stadtbezirk) is searchable by typing; a short one is a plain select.
      return isGrouped(field.choices) ? (
        <AutocompleteInput {...common} choices={[...field.choices]} groupBy={choiceGroup} />
      ) : (
        <SelectInput {...common} choices={field.choices as { id: string; name: string }[]} emptyText="– keine Angabe –" />
      );
    case 'tags':
      return <CheckboxGroupInput {...common} choices={field.choices as { id: string; name: string }[]} row />;
    case 'image':
      return <SingleImageInput {...common} />;
    case 'images':
      return <ImageListInput {...common} maxItems={field.maxItems} />;
    case 'reference':
      return (
        <ReferenceInput source={field.name} reference={field.reference}>
          <AutocompleteInput isRequired={common.isRequired} helperText={common.helperText} />
        </ReferenceInput>
      );
  }
}
