import Box from '../ui/Box';
import { Select } from '../forms/FormControls';
import { formatArea, formatEuro } from '../../shared/format/numbers';
import { marketingTypes, objectTypes } from '../../shared/resources/choices/property';
import type { OfferCriteria } from '../../shared/search/offerCriteria';
import { labelSx } from '../ui/styles';
import { areaMinimums, priceLimits, roomMinimums } from '../offers/offerSearch';
import { DistrictChecklist } from './DistrictChecklist';

interface Props {
  criteria: OfferCriteria;
  onChange: (criteria: OfferCriteria) => void;
  errors: Record<string, string>;
}

function Choice({ id, label, value, options, onChange, error }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void; error?: string }) {
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
      </Box>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-fehler` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && (
        <Box id={`${id}-fehler`} sx={{ mt: 0.5, color: 'error.main', fontWeight: 600, fontSize: '0.9rem' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}

const withAny = (any: string, options: { value: string; label: string }[]) => [{ value: '', label: any }, ...options];
const numberOrNone = (value: string) => (value === '' ? undefined : Number(value));

/** The criteria of a saved search, editable on the management page: the offer search's choices, several districts. */
export function CriteriaFields({ criteria, onChange, errors }: Props) {
  const set = (change: Partial<OfferCriteria>) => {
    const next = { ...criteria, ...change };
    for (const key of Object.keys(next) as (keyof OfferCriteria)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const type = criteria.marketingType;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Choice
          id="kriterium-vermarktung"
          label="Kaufen oder mieten"
          value={type ?? ''}
          options={withAny('Beides', marketingTypes.map((choice) => ({ value: choice.id, label: choice.name })))}
          onChange={(value) => set({ marketingType: (value || undefined) as OfferCriteria['marketingType'], maxPrice: undefined })}
        />
        <Choice
          id="kriterium-objektart"
          label="Objektart"
          value={criteria.objectType ?? ''}
          options={withAny('Alle Arten', objectTypes.map((choice) => ({ value: choice.id, label: choice.name })))}
          onChange={(value) => set({ objectType: (value || undefined) as OfferCriteria['objectType'] })}
        />
        <Choice
          id="kriterium-preis"
          label={type === 'miete' ? 'Kaltmiete bis' : 'Kaufpreis bis'}
          value={criteria.maxPrice === undefined ? '' : String(criteria.maxPrice)}
          options={withAny(type ? 'Beliebig' : 'Erst Kaufen oder Mieten wählen', type ? priceLimits[type].map((limit) => ({ value: String(limit), label: formatEuro(limit) })) : [])}
          onChange={(value) => set({ maxPrice: numberOrNone(value) })}
          error={errors['criteria.maxPrice']}
        />
        <Choice
          id="kriterium-zimmer"
          label="Zimmer ab"
          value={criteria.minRooms === undefined ? '' : String(criteria.minRooms)}
          options={withAny('Beliebig', roomMinimums.map((rooms) => ({ value: String(rooms), label: `ab ${rooms}` })))}
          onChange={(value) => set({ minRooms: numberOrNone(value) })}
        />
        <Choice
          id="kriterium-flaeche"
          label="Wohnfläche ab"
          value={criteria.minArea === undefined ? '' : String(criteria.minArea)}
          options={withAny('Beliebig', areaMinimums.map((area) => ({ value: String(area), label: `ab ${formatArea(area)}` })))}
          onChange={(value) => set({ minArea: numberOrNone(value) })}
        />
      </Box>
      <DistrictChecklist chosen={criteria.districts ?? []} onChange={(areas) => set({ districts: areas.length ? areas : undefined })} />
    </Box>
  );
}
