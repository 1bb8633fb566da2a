/**
 * Cologne's official division: nine Stadtbezirke (boroughs) and their 86 Stadtteile (districts). Ids are URL-safe
 * (lowercase, umlauts as ae/oe/ue, ß as ss, "/" and spaces as "-") and never change: records store them. A
 * borough's id starts with "bezirk-" because five boroughs share their name with one of their districts (Kalk, Porz …).
 */
export const cologneBoroughs = [
  { id: 'bezirk-innenstadt', name: 'Innenstadt' },
  { id: 'bezirk-rodenkirchen', name: 'Rodenkirchen' },
  { id: 'bezirk-lindenthal', name: 'Lindenthal' },
  { id: 'bezirk-ehrenfeld', name: 'Ehrenfeld' },
  { id: 'bezirk-nippes', name: 'Nippes' },
  { id: 'bezirk-chorweiler', name: 'Chorweiler' },
  { id: 'bezirk-porz', name: 'Porz' },
  { id: 'bezirk-kalk', name: 'Kalk' },
  { id: 'bezirk-muelheim', name: 'Mülheim' },
] as const;

export type BoroughId = (typeof cologneBoroughs)[number]['id'];

const boroughLabel = (id: BoroughId) => `Stadtbezirk ${cologneBoroughs.find((borough) => borough.id === id)!.name}`;

// `group` is what the dashboard groups a long choice list by (Choice in src/shared/resources/fields.ts).
const district = <const Id extends string, const Borough extends BoroughId>(id: Id, name: string, borough: Borough) => ({
  id,
  name,
  borough,
  group: boroughLabel(borough),
});

/** Cologne's districts (Stadtteile), borough by borough. */
export const cologneDistricts = [
  // Innenstadt
  district('altstadt-nord', 'Altstadt-Nord', 'bezirk-innenstadt'),
  district('altstadt-sued', 'Altstadt-Süd', 'bezirk-innenstadt'),
  district('neustadt-nord', 'Neustadt-Nord', 'bezirk-innenstadt'),
  district('neustadt-sued', 'Neustadt-Süd', 'bezirk-innenstadt'),
  district('deutz', 'Deutz', 'bezirk-innenstadt'),
  // Rodenkirchen
  district('bayenthal', 'Bayenthal', 'bezirk-rodenkirchen'),
  district('godorf', 'Godorf', 'bezirk-rodenkirchen'),
  district('hahnwald', 'Hahnwald', 'bezirk-rodenkirchen'),
  district('immendorf', 'Immendorf', 'bezirk-rodenkirchen'),
  district('marienburg', 'Marienburg', 'bezirk-rodenkirchen'),
  district('meschenich', 'Meschenich', 'bezirk-rodenkirchen'),
  district('raderberg', 'Raderberg', 'bezirk-rodenkirchen'),
  district('raderthal', 'Raderthal', 'bezirk-rodenkirchen'),
  district('rodenkirchen', 'Rodenkirchen', 'bezirk-rodenkirchen'),
  district('rondorf', 'Rondorf', 'bezirk-rodenkirchen'),
  district('suerth', 'Sürth', 'bezirk-rodenkirchen'),
  district('weiss', 'Weiß', 'bezirk-rodenkirchen'),
  district('zollstock', 'Zollstock', 'bezirk-rodenkirchen'),
  // Lindenthal
  district('braunsfeld', 'Braunsfeld', 'bezirk-lindenthal'),
  district('junkersdorf', 'Junkersdorf', 'bezirk-lindenthal'),
  district('klettenberg', 'Klettenberg', 'bezirk-lindenthal'),
  district('lindenthal', 'Lindenthal', 'bezirk-lindenthal'),
  district('loevenich', 'Lövenich', 'bezirk-lindenthal'),
  district('muengersdorf', 'Müngersdorf', 'bezirk-lindenthal'),
  district('suelz', 'Sülz', 'bezirk-lindenthal'),
  district('weiden', 'Weiden', 'bezirk-lindenthal'),
  district('widdersdorf', 'Widdersdorf', 'bezirk-lindenthal'),
  // Ehrenfeld
  district('bickendorf', 'Bickendorf', 'bezirk-ehrenfeld'),
  district('bocklemuend-mengenich', 'Bocklemünd/Mengenich', 'bezirk-ehrenfeld'),
  district('ehrenfeld', 'Ehrenfeld', 'bezirk-ehrenfeld'),
  district('neuehrenfeld', 'Neuehrenfeld', 'bezirk-ehrenfeld'),
  district('ossendorf', 'Ossendorf', 'bezirk-ehrenfeld'),
  district('vogelsang', 'Vogelsang', 'bezirk-ehrenfeld'),
  // Nippes
  district('bilderstoeckchen', 'Bilderstöckchen', 'bezirk-nippes'),
  district('longerich', 'Longerich', 'bezirk-nippes'),
  district('mauenheim', 'Mauenheim', 'bezirk-nippes'),
  district('niehl', 'Niehl', 'bezirk-nippes'),
  district('nippes', 'Nippes', 'bezirk-nippes'),
  district('riehl', 'Riehl', 'bezirk-nippes'),
  district('weidenpesch', 'Weidenpesch', 'bezirk-nippes'),
  // Chorweiler
  district('blumenberg', 'Blumenberg', 'bezirk-chorweiler'),
  district('chorweiler', 'Chorweiler', 'bezirk-chorweiler'),
  district('esch-auweiler', 'Esch/Auweiler', 'bezirk-chorweiler'),
  district('fuehlingen', 'Fühlingen', 'bezirk-chorweiler'),
  district('heimersdorf', 'Heimersdorf', 'bezirk-chorweiler'),
  district('lindweiler', 'Lindweiler', 'bezirk-chorweiler'),
  district('merkenich', 'Merkenich', 'bezirk-chorweiler'),
  district('pesch', 'Pesch', 'bezirk-chorweiler'),
  district('roggendorf-thenhoven', 'Roggendorf/Thenhoven', 'bezirk-chorweiler'),
  district('seeberg', 'Seeberg', 'bezirk-chorweiler'),
  district('volkhoven-weiler', 'Volkhoven/Weiler', 'bezirk-chorweiler'),
  district('worringen', 'Worringen', 'bezirk-chorweiler'),
  // Porz
  district('eil', 'Eil', 'bezirk-porz'),
  district('elsdorf', 'Elsdorf', 'bezirk-porz'),
  district('ensen', 'Ensen', 'bezirk-porz'),
  district('finkenberg', 'Finkenberg', 'bezirk-porz'),
  district('gremberghoven', 'Gremberghoven', 'bezirk-porz'),
  district('grengel', 'Grengel', 'bezirk-porz'),
  district('langel', 'Langel', 'bezirk-porz'),
  district('libur', 'Libur', 'bezirk-porz'),
  district('lind', 'Lind', 'bezirk-porz'),
  district('poll', 'Poll', 'bezirk-porz'),
  district('porz', 'Porz', 'bezirk-porz'),
  district('urbach', 'Urbach', 'bezirk-porz'),
  district('wahn', 'Wahn', 'bezirk-porz'),
  district('wahnheide', 'Wahnheide', 'bezirk-porz'),
  district('westhoven', 'Westhoven', 'bezirk-porz'),
  district('zuendorf', 'Zündorf', 'bezirk-porz'),
  // Kalk
  district('brueck', 'Brück', 'bezirk-kalk'),
  district('hoehenberg', 'Höhenberg', 'bezirk-kalk'),
  district('humboldt-gremberg', 'Humboldt/Gremberg', 'bezirk-kalk'),
  district('kalk', 'Kalk', 'bezirk-kalk'),
  district('merheim', 'Merheim', 'bezirk-kalk'),
  district('neubrueck', 'Neubrück', 'bezirk-kalk'),
  district('ostheim', 'Ostheim', 'bezirk-kalk'),
  district('rath-heumar', 'Rath/Heumar', 'bezirk-kalk'),
  district('vingst', 'Vingst', 'bezirk-kalk'),
  // Mülheim
  district('buchforst', 'Buchforst', 'bezirk-muelheim'),
  district('buchheim', 'Buchheim', 'bezirk-muelheim'),
  district('dellbrueck', 'Dellbrück', 'bezirk-muelheim'),
  district('duennwald', 'Dünnwald', 'bezirk-muelheim'),
  district('flittard', 'Flittard', 'bezirk-muelheim'),
  district('hoehenhaus', 'Höhenhaus', 'bezirk-muelheim'),
  district('holweide', 'Holweide', 'bezirk-muelheim'),
  district('muelheim', 'Mülheim', 'bezirk-muelheim'),
  district('stammheim', 'Stammheim', 'bezirk-muelheim'),
] as const;

export type DistrictId = (typeof cologneDistricts)[number]['id'];

/**
 * A listing's district: one of Cologne's, or outside Cologne – listings from agency software or a colleague's feed may
 * lie there (OpenImmo import, docs/openimmo.md). Searches, filters, the valuation and the Marktdaten know Cologne's only.
 */
export const listingDistricts = [...cologneDistricts, { id: 'ausserhalb', name: 'Außerhalb Kölns', group: 'Außerhalb Kölns' }] as const;

/** Each borough with its districts, for choices grouped by borough. */
export const districtsByBorough = cologneBoroughs.map((borough) => ({
  ...borough,
  label: boroughLabel(borough.id),
  districts: cologneDistricts.filter((choice) => choice.borough === borough.id),
}));

/** What a search may name: a whole borough ("Stadtbezirk Kalk") or one district. */
export type AreaId = BoroughId | DistrictId;
export const cologneAreas: readonly { id: AreaId; name: string }[] = [
  ...cologneBoroughs.map((borough) => ({ id: borough.id, name: boroughLabel(borough.id) })),
  ...cologneDistricts,
];

/** The borough a district lies in; undefined for "ausserhalb" and unknown ids. */
export const boroughOf = (districtId: string | null | undefined): BoroughId | undefined =>
  cologneDistricts.find((choice) => choice.id === districtId)?.borough;

/** The districts the areas stand for (a borough all of its own, a district itself), each once, borough by borough. */
export function districtsOfAreas(areas: readonly string[]): DistrictId[] {
  const wanted = new Set(areas);
  return cologneDistricts.filter((choice) => wanted.has(choice.id) || wanted.has(choice.borough)).map((choice) => choice.id);
}

/** The areas a search may name to find a listing of this district: the district and its borough. */
export function areasCovering(districtId: string | null | undefined): string[] {
  if (!districtId) return [];
  const borough = boroughOf(districtId);
  return borough ? [districtId, borough] : [districtId];
}
