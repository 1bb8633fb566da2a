/**
 * The field types a resource declaration can use. The dashboard picks an input per type,
 * the server derives its validation per type, and public pages format values per type.
 */
export interface Choice {
  readonly id: string;
  readonly name: string;
  /** The heading a long list is grouped under in the dashboard's selects (e.g. a district's Stadtbezirk). */
  readonly group?: string;
}

interface FieldCommon {
  readonly name: string;
  /** German label shown in the dashboard. */
  readonly label: string;
  /** Must be given; for a boolean: must be true (a box to tick, such as a consent). */
  readonly required?: boolean;
  /** What staff or visitors read when a required field is missing (default: "Bitte füllen Sie dieses Feld aus."). */
  readonly requiredMessage?: string;
  /** Hidden from visitors (internal notes, for example). */
  readonly private?: boolean;
  /** Explains the field below its input. */
  readonly help?: string;
  /** Tab of the dashboard form; resources without groups get one plain form. */
  readonly group?: string;
  /** Shown as a column in the dashboard list. */
  readonly list?: boolean;
  /** Offered as a filter in lists (equality, or ranges for numbers); the database indexes it. */
  readonly filter?: boolean;
  /** Lists may sort by it; the database indexes it. */
  readonly sortable?: boolean;
  /** Stored when the field is left empty (and preset in the dashboard's create form). */
  readonly defaultValue?: string | number | boolean;
}

export interface TextField extends FieldCommon {
  readonly type: 'text';
  readonly maxLength?: number;
  readonly format?: 'email' | 'phone' | 'url' | 'postcode';
}
export interface LongTextField extends FieldCommon {
  readonly type: 'longText';
  readonly maxLength?: number;
}
export interface RichTextField extends FieldCommon {
  readonly type: 'richText';
  readonly maxLength?: number;
}
export interface NumericField extends FieldCommon {
  /** money is EUR, area is m²; both format in de-DE. */
  readonly type: 'number' | 'integer' | 'money' | 'area';
  readonly min?: number;
  readonly max?: number;
  /** Shown after the value, e.g. "kWh/(m²·a)". */
  readonly unit?: string;
  /** A year or a code, not a quantity (Baujahr, Port): shown without thousands separator, "1958" rather than "1.958". */
  readonly plainDigits?: true;
}
export interface BooleanField extends FieldCommon {
  readonly type: 'boolean';
}
export interface DateField extends FieldCommon {
  readonly type: 'date';
}
export interface SelectField extends FieldCommon {
  readonly type: 'select';
  readonly choices: readonly Choice[];
}
export interface TagsField extends FieldCommon {
  readonly type: 'tags';
  readonly choices: readonly Choice[];
}
export interface ImageField extends FieldCommon {
  readonly type: 'image';
}
export interface ImagesField extends FieldCommon {
  readonly type: 'images';
  readonly maxItems?: number;
}
/** Which referenced records a visitor may point at, beyond those they may read at all; and what to say otherwise. */
export interface VisitorReferenceScope {
  /** Field → allowed values of the referenced record, as the visitor sees it. */
  readonly match: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  /** German, shown to the visitor when the value points elsewhere. */
  readonly message: string;
}

export interface ReferenceField extends FieldCommon {
  readonly type: 'reference';
  /** Name of the referenced resource. */
  readonly reference: string;
  /**
   * A visitor's value must name a record the visitor may read (always checked); with a scope, also one that matches
   * it (an inquiry only about a current offer).
   */
  readonly visitorScope?: VisitorReferenceScope;
}

export type Field =
  | TextField
  | LongTextField
  | RichTextField
  | NumericField
  | BooleanField
  | DateField
  | SelectField
  | TagsField
  | ImageField
  | ImagesField
  | ReferenceField;

export type FieldType = Field['type'];

/** Field types whose lists can filter by a range (`price_gte`, `price_lte`). */
export const rangeFieldTypes: ReadonlySet<FieldType> = new Set(['number', 'integer', 'money', 'area', 'date']);

export const DEFAULT_TEXT_MAX = 200;
export const DEFAULT_LONG_TEXT_MAX = 5_000;
export const DEFAULT_RICH_TEXT_MAX = 20_000;
export const DEFAULT_IMAGES_MAX = 40;
