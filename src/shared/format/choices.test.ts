import { describe, expect, it } from 'vitest';
import { cologneDistricts } from '../resources/choices/districts';
import { choiceName } from './choices';

describe('choice names', () => {
  it('names choices in German', () => {
    expect(choiceName(cologneDistricts, 'suelz')).toBe('Sülz');
    expect(choiceName(cologneDistricts, 'unbekannt')).toBe('unbekannt');
    expect(choiceName(cologneDistricts, null)).toBe('');
  });
});
