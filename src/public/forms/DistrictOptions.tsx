import { districtsByBorough } from '../../shared/resources/choices/districts';

/**
 * A district select's options, grouped by Stadtbezirk: 86 Stadtteile in one flat list are hard to scan. With
 * `boroughs`, each group starts with its whole Bezirk, for searches (a valuation needs one Stadtteil).
 */
export function DistrictOptions({ boroughs = false }: { boroughs?: boolean }) {
  return districtsByBorough.map((borough) => (
    <optgroup key={borough.id} label={borough.label}>
      {boroughs && <option value={borough.id}>{`Ganzer ${borough.label}`}</option>}
      {borough.districts.map((district) => (
        <option key={district.id} value={district.id}>
          {district.name}
        </option>
      ))}
    </optgroup>
  ));
}
