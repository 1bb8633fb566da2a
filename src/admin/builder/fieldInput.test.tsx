import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, CheckboxGroupInput, DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../shared/resources/fields';
import { properties } from '../../shared/resources/properties';
import { team } from '../../shared/resources/team';
import { DecimalInput } from '../inputs/DecimalInput';
import { ImageListInput } from '../inputs/ImageListInput';
import { LazyRichTextInput } from '../inputs/LazyRichTextInput';
import { SingleImageInput } from '../inputs/SingleImageInput';
import { fieldInput, isWideInput } from './fieldInput';

const field = (resource: { fields: readonly Field[] }, name: string) => resource.fields.find((candidate) => candidate.name === name)!;
type Props = Record<string, unknown> & { unit?: string; slotProps?: { htmlInput?: Record<string, unknown> } };
const input = (declared: Field) => fieldInput(declared) as ReactElement<Props>;

describe('fieldInput: the input for each declared field type', () => {
  it('text: a text input with the format as input type and the declared length limit', () => {
    const title = input(field(properties, 'title'));
    expect(title.type).toBe(TextInput);
    expect(title.props).toMatchObject({ source: 'title', isRequired: true, type: 'text', slotProps: { htmlInput: { maxLength: 120 } } });
    expect(input(field(team, 'email')).props).toMatchObject({ type: 'email' });
    expect(input(field(team, 'phone')).props).toMatchObject({ type: 'tel' });
    expect(input(field(properties, 'postcode')).props.slotProps?.htmlInput).toMatchObject({ inputMode: 'numeric' });
  });

  it('long text: a multi-line text input; rich text: the lazily loaded editor', () => {
    expect(input(field(team, 'bio')).type).toBe(TextInput);
    expect(input(field(team, 'bio')).props).toMatchObject({ multiline: true });
    expect(input(field(properties, 'description')).type).toBe(LazyRichTextInput);
  });

  it('numbers: German decimal inputs (not the browser’s number input) with € / m² / the declared unit', () => {
    const price = input(field(properties, 'price'));
    expect(price.type).toBe(DecimalInput);
    expect(price.props).toMatchObject({ source: 'price', unit: '€' });
    expect(input(field(properties, 'livingArea')).props.unit).toBe('m²');
    expect(input(field(properties, 'energyValue')).props.unit).toBe('kWh/(m²·a)');
    expect(input(field(properties, 'rooms')).type).toBe(DecimalInput);
    expect(input(field(properties, 'rooms')).props.unit).toBeUndefined();
  });

  it('boolean, date, select and tags', () => {
    expect(input(field(properties, 'published')).type).toBe(BooleanInput);
    expect(input(field(properties, 'energyCertificateIssued')).type).toBe(DateInput);
    const status = input(field(properties, 'status'));
    expect(status.type).toBe(SelectInput);
    expect(status.props.choices).toContainEqual({ id: 'verfuegbar', name: 'Verfügbar' });
    const features = input(field(properties, 'features'));
    expect(features.type).toBe(CheckboxGroupInput);
    expect(features.props.choices).toContainEqual({ id: 'aufzug', name: 'Aufzug' });
  });

  it('a district: an input to type in, its 86 Stadtteile listed under their Stadtbezirk', () => {
    const district = input(field(properties, 'district')) as ReactElement<
      Props & { choices: { id: string; group?: string }[]; groupBy: (choice: object) => string }
    >;
    expect(district.type).toBe(AutocompleteInput);
    expect(district.props.choices).toContainEqual(expect.objectContaining({ id: 'zollstock', group: 'Stadtbezirk Rodenkirchen' }));
    expect(district.props.groupBy({ id: 'kalk', name: 'Kalk', group: 'Stadtbezirk Kalk' })).toBe('Stadtbezirk Kalk');
  });

  it('images: an image list with the declared maximum; image: a single picture', () => {
    const images = input(field(properties, 'images'));
    expect(images.type).toBe(ImageListInput);
    expect(images.props).toMatchObject({ maxItems: 40, helperText: 'Das erste Bild ist das Titelbild.' });
    expect(input(field(team, 'photo')).type).toBe(SingleImageInput);
  });

  it('reference: a reference input on the referenced resource with an autocomplete', () => {
    const contact = input(field(properties, 'contactPerson')) as ReactElement<{ reference: string; children: ReactElement }>;
    expect(contact.type).toBe(ReferenceInput);
    expect(contact.props.reference).toBe('team');
    expect(contact.props.children.type).toBe(AutocompleteInput);
  });

  it('gives texts, lists and pictures the whole form width', () => {
    expect(isWideInput(field(properties, 'description'))).toBe(true);
    expect(isWideInput(field(properties, 'images'))).toBe(true);
    expect(isWideInput(field(properties, 'price'))).toBe(false);
  });
});
