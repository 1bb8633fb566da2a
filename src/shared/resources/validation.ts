import { z } from '../zod';
import type { ResourceDefinition } from './defineResource';
import { withoutMeta } from './recordTypes';
import { DEFAULT_IMAGES_MAX, DEFAULT_LONG_TEXT_MAX, DEFAULT_RICH_TEXT_MAX, DEFAULT_TEXT_MAX, type Field, type TextField } from './fields';
import { EMAIL_INVALID, EMAIL_PATTERN, PHONE_PATTERN } from './textPatterns';

/** Ids of stored records: what our ids and Firestore's look like, nothing that could be a path. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const REQUIRED = 'Bitte füllen Sie dieses Feld aus.';

/**
 * Options for a length check that ends validation when it fails. Zod runs a string's later checks
 * (patterns, refinements) even after a failed `max` unless it aborts, so every limit comes first and
 * aborts: no pattern ever sees more than the limit (docs/security.md, "Regular expressions").
 */
export const endsValidation = (message?: string) => ({ message, abort: true });

export const TEXT_FORMATS: Record<NonNullable<TextField['format']>, { pattern: RegExp; message: string }> = {
  email: { pattern: EMAIL_PATTERN, message: EMAIL_INVALID },
  phone: { pattern: PHONE_PATTERN, message: 'Bitte geben Sie eine gültige Telefonnummer ein.' },
  url: { pattern: /^https?:\/\/[^\s]+$/i, message: 'Bitte geben Sie eine Adresse mit http:// oder https:// ein.' },
  postcode: { pattern: /^\d{5}$/, message: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.' },
};

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Images must come from our own media folder or an https storage bucket, never a script URL. */
const imageUrl = z
  .string()
  .max(500, endsValidation())
  .regex(/^(\/media\/[A-Za-z0-9_-]+\/[0-9]+\.webp|https:\/\/[^\s"'<>]+)$/, 'Ungültige Bildadresse.');

export const imageSchema = z.strictObject({
  src: imageUrl,
  srcset: z
    .string()
    .max(2_000, endsValidation())
    .refine(
      (value) => value.split(',').every((part) => imageUrl.safeParse(part.trim().split(/\s+/)[0]).success),
      'Ungültige Bildadressen.',
    ),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  alt: z.string().trim().max(300, endsValidation('Der Alternativtext darf höchstens 300 Zeichen lang sein.')),
});

function textSchema(max: number, format?: TextField['format']) {
  let schema = z
    .string({ error: 'Bitte geben Sie einen Text ein.' })
    .trim()
    .max(max, endsValidation(`Höchstens ${max} Zeichen.`));
  if (format) schema = schema.regex(TEXT_FORMATS[format].pattern, TEXT_FORMATS[format].message);
  return schema;
}

/** A list counted before any of its items is looked at (zod checks a list's length only after its items). */
const boundedArray = (max: number, message?: string) => z.array(z.unknown()).max(max, endsValidation(message));

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
        .max(10, endsValidation('Bitte geben Sie ein Datum ein.'))
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte geben Sie ein Datum ein.')
        .refine(isCalendarDate, 'Dieses Datum gibt es nicht.');
    case 'select':
      return z.enum(field.choices.map((choice) => choice.id) as [string, ...string[]], {
        error: 'Bitte wählen Sie einen Eintrag aus der Liste.',
      });
    case 'tags':
      return boundedArray(field.choices.length).pipe(
        z
          .array(z.enum(field.choices.map((choice) => choice.id) as [string, ...string[]], { error: 'Unbekannter Eintrag.' }))
          .refine((values) => new Set(values).size === values.length, 'Jeder Eintrag darf nur einmal vorkommen.'),
      );
    case 'image':
      return imageSchema;
    case 'images': {
      const max = field.maxItems ?? DEFAULT_IMAGES_MAX;
      return boundedArray(max, `Höchstens ${max} Bilder.`).pipe(z.array(imageSchema));
    }
    case 'reference':
      return z.string().max(64, endsValidation('Ungültiger Verweis.')).regex(RECORD_ID, 'Ungültiger Verweis.');
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Building a schema costs far more than using it (about 15 ms for a listing's fields), so each is built once. */
const fieldSchemas = new WeakMap<Field, z.ZodType>();

function fieldSchema(field: Field): z.ZodType {
  let schema = fieldSchemas.get(field);
  if (!schema) fieldSchemas.set(field, (schema = buildFieldSchema(field)));
  return schema;
}

/** A field's schema with its empty value: booleans false, lists empty, everything else null. */
function buildFieldSchema(field: Field): z.ZodType {
  const schema = valueSchema(field);
  const required = field.requiredMessage ?? REQUIRED;
  // A required boolean is a box that must be ticked (consent), as `required` means on an HTML checkbox.
  if (field.type === 'boolean')
    return z.preprocess(
      (value) => (isEmpty(value) ? false : value),
      field.required ? schema.refine((value) => value === true, required) : schema,
    );
  if (field.type === 'tags' || field.type === 'images') return z.preprocess((value) => (isEmpty(value) ? [] : value), schema);
  const emptyToNull = (value: unknown) => (isEmpty(value) || (typeof value === 'string' && value.trim() === '') ? null : value);
  if (field.required)
    return z.preprocess(
      emptyToNull,
      schema.nullable().refine((value) => value !== null, required),
    );
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
