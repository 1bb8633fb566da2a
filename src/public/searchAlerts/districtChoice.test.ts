import { describe, expect, it } from 'vitest';
import { toggleArea } from './districtChoice';

describe('toggleArea: the district checkboxes of a search request', () => {
  it('adds and removes a Stadtteil', () => {
    expect(toggleArea(['suelz'], 'kalk')).toEqual(['kalk', 'suelz']);
    expect(toggleArea(['kalk', 'suelz'], 'kalk')).toEqual(['suelz']);
  });

  it('lets a whole Stadtbezirk replace the Stadtteile chosen in it', () => {
    expect(toggleArea(['kalk', 'suelz', 'vingst'], 'bezirk-kalk')).toEqual(['bezirk-kalk', 'suelz']);
    expect(toggleArea(['bezirk-kalk', 'suelz'], 'bezirk-kalk')).toEqual(['suelz']);
  });

  it('chooses the Stadtbezirk once all its Stadtteile are chosen', () => {
    expect(toggleArea(['altstadt-nord', 'altstadt-sued', 'neustadt-nord', 'neustadt-sued'], 'deutz')).toEqual(['bezirk-innenstadt']);
  });
});
