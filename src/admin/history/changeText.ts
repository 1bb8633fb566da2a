import type { FieldChange, HistoryAction } from '../../shared/history/changes';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { plainValue } from '../../shared/format/plainValue';

/** Longer values are shortened in the Verlauf; "Alles anzeigen" shows them whole. */
export const SHORT_LENGTH = 80;

export const actionLabels: Record<HistoryAction, string> = {
  create: 'Angelegt',
  update: 'Geändert',
  delete: 'Gelöscht',
  restore: 'Wiederhergestellt',
};

/** Names of referenced records by id: a reference shows as the name its field shows, not the stored id. */
export type NameOf = (id: string) => string | undefined;

/** A value as one line of German text, as its field shows it; empty is "leer", an undeclared field's value its JSON. */
function valueText(resource: ResourceDefinition, name: string, value: unknown, nameOf: NameOf): string {
  const field = resource.fields.find((candidate) => candidate.name === name);
  if (field?.type === 'reference' && typeof value === 'string' && value !== '') return nameOf(value) ?? value;
  const text = field
    ? plainValue(field, value)
    : value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return text || 'leer';
}

export interface ChangeText {
  label: string;
  from: string;
  to: string;
}

/** "Kaufpreis", "649.000 €", "625.000 €": the field's label and both values as staff read them. */
export function changeText(resource: ResourceDefinition, change: FieldChange, nameOf: NameOf = () => undefined): ChangeText {
  return {
    label: resource.fields.find((field) => field.name === change.field)?.label ?? change.field,
    from: valueText(resource, change.field, change.from, nameOf),
    to: valueText(resource, change.field, change.to, nameOf),
  };
}

export const shorten = (text: string) => (text.length > SHORT_LENGTH ? `${text.slice(0, SHORT_LENGTH - 1).trimEnd()}…` : text);
