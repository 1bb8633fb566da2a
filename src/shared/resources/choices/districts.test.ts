import { describe, expect, it } from 'vitest';
import {
  areasCovering,
  boroughOf,
  cologneAreas,
  cologneBoroughs,
  cologneDistricts,
  districtsByBorough,
  districtsOfAreas,
  listingDistricts,
} from './districts';

const URL_SAFE = /^[a-z]+(-[a-z]+)*$/;

describe('Cologne districts', () => {
  it('has the 86 Stadtteile of the nine Stadtbezirke, each id once and URL-safe', () => {
    expect(cologneBoroughs).toHaveLength(9);
    expect(cologneDistricts).toHaveLength(86);
    const ids = cologneAreas.map((area) => area.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(URL_SAFE);
    expect(districtsByBorough.map((borough) => [borough.name, borough.districts.length])).toEqual([
      ['Innenstadt', 5],
      ['Rodenkirchen', 13],
      ['Lindenthal', 9],
      ['Ehrenfeld', 6],
      ['Nippes', 7],
      ['Chorweiler', 12],
      ['Porz', 16],
      ['Kalk', 9],
      ['Mülheim', 9],
    ]);
  });

  it('keeps the ids records already store', () => {
    const stored = [
      'altstadt-nord',
      'altstadt-sued',
      'bayenthal',
      'braunsfeld',
      'deutz',
      'ehrenfeld',
      'hahnwald',
      'junkersdorf',
      'klettenberg',
      'lindenthal',
      'marienburg',
      'muengersdorf',
      'neustadt-nord',
      'neustadt-sued',
      'nippes',
      'rodenkirchen',
      'suelz',
    ];
    const ids = cologneDistricts.map((choice) => choice.id as string);
    for (const id of stored) expect(ids).toContain(id);
    expect(listingDistricts.at(-1)?.id).toBe('ausserhalb');
  });

  it('spells new ids by the same scheme', () => {
    const idOf = (name: string) => cologneDistricts.find((choice) => choice.name === name)?.id;
    expect(idOf('Bocklemünd/Mengenich')).toBe('bocklemuend-mengenich');
    expect(idOf('Weiß')).toBe('weiss');
    expect(idOf('Mülheim')).toBe('muelheim');
    expect(idOf('Rath/Heumar')).toBe('rath-heumar');
  });

  it('groups each district under its Stadtbezirk', () => {
    expect(boroughOf('zollstock')).toBe('bezirk-rodenkirchen');
    expect(boroughOf('kalk')).toBe('bezirk-kalk');
    expect(boroughOf('ausserhalb')).toBeUndefined();
    expect(cologneDistricts.find((choice) => choice.id === 'poll')?.group).toBe('Stadtbezirk Porz');
    expect(cologneAreas.find((area) => area.id === 'bezirk-muelheim')?.name).toBe('Stadtbezirk Mülheim');
  });

  it('turns a borough into its districts and a district into itself', () => {
    expect(districtsOfAreas(['bezirk-kalk'])).toEqual([
      'brueck',
      'hoehenberg',
      'humboldt-gremberg',
      'kalk',
      'merheim',
      'neubrueck',
      'ostheim',
      'rath-heumar',
      'vingst',
    ]);
    expect(districtsOfAreas(['suelz', 'bezirk-innenstadt', 'deutz'])).toEqual([
      'altstadt-nord',
      'altstadt-sued',
      'neustadt-nord',
      'neustadt-sued',
      'deutz',
      'suelz',
    ]);
    expect(areasCovering('kalk')).toEqual(['kalk', 'bezirk-kalk']);
    expect(areasCovering('ausserhalb')).toEqual(['ausserhalb']);
    expect(areasCovering(null)).toEqual([]);
  });
});
