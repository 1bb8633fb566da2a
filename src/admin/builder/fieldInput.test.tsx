import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, CheckboxGroupInput, DateInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../shared/resources/fields';
import { properties } from '../../shared/resources/properties';
import { team } from '../../shared/resources/team';
import { ImageListInput } from '../inputs/ImageListInput';
import { LazyRichTextInput } from '../inputs/LazyRichTextInput';
import { SingleImageInput } from '../inputs/SingleImageInput';
import { fieldInput, isWideInput } from './fieldInput';

const field = (resource: { fields: readonly Field[] }, name: string) => resource.fields.find((candidate) => candidate.name === name)!;
type Props = Record<string, unknown> & { slotProps?: { input?: { endAdornment?: ReactElement<{ children: string }> }; htmlInput?: Record<string, unknown> } };
const input = (declared: Field) => fieldInput(declared) as ReactElement<Props>;
const adornment = (element: ReactElement<Props>) => element.props.slotProps?.input?.endAdornment?.props.children;

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

  it('numbers: number inputs with bounds, whole steps for integers and € / m² / the declared unit', () => {
    const price = input(field(properties, 'price'));
    expect(price.type).toBe(NumberInput);
    expect(price.props).toMatchObject({ min: 0, max: 100_000_000, step: 'any' });
    expect(adornment(price)).toBe('€');
    expect(adornment(input(field(properties, 'livingArea')))).toBe('m²');
    expect(adornment(input(field(properties, 'energyValue')))).toBe('kWh/(m²·a)');
    expect(input(field(properties, 'bedrooms')).props).toMatchObject({ step: 1 });
    expect(adornment(input(field(properties, 'rooms')))).toBeUndefined();
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
