import { cologneDistricts, districtsOfAreas } from '../../src/shared/resources/choices/districts';
import { objectTypes } from '../../src/shared/resources/choices/property';
import type { OfferCriteria } from '../../src/shared/search/offerCriteria';
import { MIN_PUBLIC_DEMAND, type DemandFigure } from '../../src/shared/search/searchAlert';

/**
 * How many active requests look for each object type in each district. A request for all of Cologne, a whole
 * Stadtbezirk or any type counts wherever it would be met. Only aggregates leave here, and none below
 * MIN_PUBLIC_DEMAND: a public page must never point at one person's search.
 */
export function demandFigures(criteria: readonly OfferCriteria[]): DemandFigure[] {
  const counts = new Map<string, number>();
  for (const wanted of criteria) {
    for (const district of wanted.districts ? districtsOfAreas(wanted.districts) : cologneDistricts.map((choice) => choice.id)) {
      for (const objectType of wanted.objectType ? [wanted.objectType] : objectTypes.map((choice) => choice.id)) {
        const key = `${district} ${objectType}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return [...counts]
    .filter(([, count]) => count >= MIN_PUBLIC_DEMAND)
    .map(([key, count]) => {
      const [district, objectType] = key.split(' ');
      return { district, objectType, count };
    })
    .sort((a, b) => b.count - a.count || a.district.localeCompare(b.district) || a.objectType.localeCompare(b.objectType));
}
