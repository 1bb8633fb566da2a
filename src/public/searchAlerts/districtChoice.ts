import { boroughOf, districtsByBorough, type AreaId } from '../../shared/resources/choices/districts';

/**
 * A search request's areas after one checkbox changed. A Stadtbezirk replaces the Stadtteile chosen in it, and
 * choosing the last missing Stadtteil of a Bezirk chooses the Bezirk: the request then reads "Stadtbezirk Kalk".
 */
export function toggleArea(chosen: readonly AreaId[], id: AreaId): AreaId[] {
  if (chosen.includes(id)) return chosen.filter((area) => area !== id);
  const borough = districtsByBorough.find((candidate) => candidate.id === id);
  if (borough) return [...chosen.filter((area) => boroughOf(area) !== id), id].sort();
  const own = districtsByBorough.find((candidate) => candidate.id === boroughOf(id))!;
  const next = [...chosen, id];
  return (own.districts.every((district) => next.includes(district.id)) ? toggleArea(chosen, own.id) : next).sort();
}
