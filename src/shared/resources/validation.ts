import { z } from 'zod';
import type { ResourceDefinition } from './defineResource';
import { withoutMeta } from './recordTypes';
import {
  DEFAULT_IMAGES_MAX,
  DEFAULT_LONG_TEXT_MAX,
  DEFAULT_RICH_TEXT_MAX,
  DEFAULT_TEXT_MAX,
  type Field,
  type TextField,
} from './fields';

// Zod would probe for eval() to compile its parsers, which the site's CSP refuses (and reports) in the browser.
z.config({ jitless: true });

/** Ids of stored records: what our ids and Firestore's look like, nothing that could be a path. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const REQUIRED = 'Bitte füllen Sie dieses Feld aus.';

export const TEXT_FORMATS: Record<NonNullable<TextField['format']>, { pattern: RegExp; message: string }> = {
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  phone: { pattern: /^\+?[0-9 ()/–-]{5,30}$/, message: 'Bitte geben Sie eine gültige Telefonnummer ein.' },
  url: { pattern: /^https?:\/\/[^\s]+$/i, message: 'Bitte geben Sie eine Adresse mit http:// oder https:// ein.' },
  postcode: { pattern: /^\d{5}$/, message: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.' },
};

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Images must come from our own media folder or an https storage bucket, never a script URL. */
const imageUrl = z.string().max(500).regex(/^(\/media\/[A-Za-z0-9_-]+\/[0-9]+\.webp|https:\/\/[^\s"'<>]+)$/, 'Ungültige Bildadresse.');

export const imageSchema = z.strictObject({
  src: imageUrl,
  srcset: z
    .string()
    .max(2_000)
    .refine((value) => value.split(',').every((part) => imageUrl.safeParse(part.trim().split(/\s+/)[0]).success), 'Ungültige Bildadressen.'),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  alt: z.string().trim().max(300, 'Der Alternativtext darf höchstens 300 Zeichen lang sein.'),
});

function textSchema(max: number, format?: TextField['format']) {
  let schema = z.string({ error: 'Bitte geben Sie einen Text ein.' }).trim().max(max, `Höchstens ${max} Zeichen.`);
  if (format) schema = schema.regex(TEXT_FORMATS[format].pattern, TEXT_FORMATS[format].message);
  return schema;
}

function numberSchema(field: Extract<Field, { type: 'number' | 'integer' | 'money' | 'area' }>) {
  let schema = z.number({ error: 'Bitte geben Sie eine Zahl ein.' }).finite('Bitte geben Sie eine Zahl ein.');
  if (field.type === 'integer') schema = schema.int('Bitte geben Sie eine ganze Zahl ein.');
  if (field.min !== undefined) schema = schema.min(field.min, `Der Wert muss mindestens ${field.min.toLocaleString('de-DE')} sein.`);
  if (field.max !== undefined) schema = schema.max(field.max, `Der Wert darf höchstens ${field.max.toLocaleString('de-DE')} sein.`);
  return schema;
}

/** The schema of one present, non-empty value. */
function valueSchema(field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
      return textSchema(field.maxLength ?? DEFAULT_TEXT_MAX, field.format);
    case 'longText':
      return textSchema(field.maxLength ?? DEFAULT_LONG_TEXT_MAX);
    case 'richText':
      return textSchema(field.maxLength ?? DEFAULT_RICH_TEXT_MAX);
    case 'number':
    case 'integer':
    case 'money':
    case 'area':
      return numberSchema(field);
    case 'boolean':
      return z.boolean({ error: 'Bitte wählen Sie Ja oder Nein.' });
    case 'date':
      return z
        .string({ error: 'Bitte geben Sie ein Datum ein.' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte geben Sie ein Datum ein.')
        .refine(isCalendarDate, 'Dieses Datum gibt es nicht.');
    case 'select':
      return z.enum(field.choices.map((choice) => choice.id) as [string, ...string[]], { error: 'Bitte wählen Sie einen Eintrag aus der Liste.' });
    case 'tags':
      return z
        .array(z.enum(field.choices.map((choice) => choice.id) as [string, ...string[]], { error: 'Unbekannter Eintrag.' }))
        .max(field.choices.length)
        .refine((values) => new Set(values).size === values.length, 'Jeder Eintrag darf nur einmal vorkommen.');
    case 'image':
      return imageSchema;
    case 'images':
      return z.array(imageSchema).max(field.maxItems ?? DEFAULT_IMAGES_MAX, `Höchstens ${field.maxItems ?? DEFAULT_IMAGES_MAX} Bilder.`);
    case 'reference':
      return z.string().regex(RECORD_ID, 'Ungültiger Verweis.');
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A field's schema with its empty value: booleans false, lists empty, everything else null. */
function fieldSchema(field: Field): z.ZodType {
  const schema = valueSchema(field);
  const required = field.requiredMessage ?? REQUIRED;
  // A required boolean is a box that must be ticked (consent), as `required` means on an HTML checkbox.
  if (field.type === 'boolean') return z.preprocess((value) => (isEmpty(value) ? false : value), field.required ? schema.refine((value) => value === true, required) : schema);
  if (field.type === 'tags' || field.type === 'images') return z.preprocess((value) => (isEmpty(value) ? [] : value), schema);
  const emptyToNull = (value: unknown) => (isEmpty(value) || (typeof value === 'string' && value.trim() === '') ? null : value);
  if (field.required) return z.preprocess(emptyToNull, schema.nullable().refine((value) => value !== null, required));
  return z.preprocess(emptyToNull, schema.nullable());
}

export type FieldErrors = Record<string, string>;

export type ValidationResult = { success: true; data: Record<string, unknown> } | { success: false; errors: FieldErrors };

/**
 * Validates a whole record against its declaration: unknown fields are refused, empty values
 * normalised, cross-field rules applied. Used by the server for every write and by the dashboard form.
 */
export function validateRecord(resource: ResourceDefinition, input: unknown, fieldNames?: readonly string[]): ValidationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, errors: { _: 'Die Anfrage muss ein JSON-Objekt sein.' } };
  }
  const allowed = new Set(fieldNames ?? resource.fields.map((field) => field.name));
  const body = withoutMeta(input as Record<string, unknown>);
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) if (!allowed.has(key)) errors[key] = 'Dieses Feld ist unbekannt.';

  const data: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (!allowed.has(field.name)) continue;
    const result = fieldSchema(field).safeParse(isEmpty(body[field.name]) ? field.defaultValue : body[field.name]);
    if (result.success) data[field.name] = result.data;
    else errors[field.name] = result.error.issues[0]?.message ?? 'Ungültiger Wert.';
  }
  if (Object.keys(errors).length > 0) return { success: false, errors };

  const complete = Object.fromEntries(
    resource.fields.map((field) => [field.name, allowed.has(field.name) ? data[field.name] : emptyValue(field)]),
  );
  const crossField = resource.validate?.(complete as never) ?? {};
  const crossErrors = Object.fromEntries(Object.entries(crossField).filter(([, message]) => Boolean(message))) as FieldErrors;
  if (Object.keys(crossErrors).length > 0) return { success: false, errors: crossErrors };
  return { success: true, data: complete };
}

export function emptyValue(field: Field): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'boolean') return false;
  if (field.type === 'tags' || field.type === 'images') return [];
  return null;
}
