import Box from '../ui/Box';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { analytics } from '../analytics/analytics';
import { objectTypes } from '../../shared/resources/choices/property';
import { routePath } from '../../shared/routes/routeTable';
import { colors } from '../../shared/theme/palette';
import { focusRing, labelSx } from '../ui/styles';
import { Select } from '../forms/FormControls';
import { DistrictOptions } from '../forms/DistrictOptions';
import { offerSearchParams, searchKeys, type Area, type MarketingType, type ObjectType } from '../offers/offerSearch';
import { ActionButton } from '../ui/Action';

/**
 * Kaufen/Mieten, Objektart, Stadtteil → /angebote with those filters. A plain GET form, so it
 * also works before the JavaScript has loaded; afterwards it navigates inside the app.
 */
export function QuickSearch() {
  const navigate = useNavigate();
  const [marketingType, setMarketingType] = useState<MarketingType>('miete');
  const [objectType, setObjectType] = useState<ObjectType | ''>('');
  const [district, setDistrict] = useState<Area | ''>('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = offerSearchParams({ marketingType, ...(objectType && { objectType }), ...(district && { district }) }).toString();
    analytics.track({ type: 'filter_used', filter: 'quickSearch' });
    navigate(`${routePath('angebote')}?${query}`);
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Schnellsuche"
      action={routePath('angebote')}
      method="get"
      onSubmit={submit}
      sx={{ bgcolor: '#fff', borderRadius: 2, p: { xs: 2.5, md: 3 }, boxShadow: '0 18px 48px rgba(35,33,27,0.16)', display: 'grid', gap: 2 }}
    >
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Box component="legend" sx={{ ...labelSx, p: 0, mb: 1 }}>
          Ich möchte
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', border: `1px solid ${colors.ink}`, borderRadius: 1, overflow: 'hidden' }}>
          {(['miete', 'kauf'] as const).map((type) => (
            <Box
              component="label"
              key={type}
              sx={{
                position: 'relative',
                textAlign: 'center',
                py: 1.25,
                minHeight: 48,
                cursor: 'pointer',
                fontWeight: 700,
                bgcolor: marketingType === type ? colors.ink : '#fff',
                color: marketingType === type ? '#fff' : colors.ink,
                '&:focus-within': { ...focusRing, outlineOffset: '-4px', outlineColor: colors.primary },
              }}
            >
              <input
                type="radio"
                name={searchKeys.marketingType}
                value={type}
                checked={marketingType === type}
                onChange={() => setMarketingType(type)}
                style={{ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' }}
              />
              {type === 'miete' ? 'Mieten' : 'Kaufen'}
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box>
          <Box component="label" htmlFor="schnellsuche-objektart" sx={labelSx}>
            Objektart
          </Box>
          <Select id="schnellsuche-objektart" name={searchKeys.objectType} value={objectType} onChange={(event) => setObjectType(event.target.value as ObjectType | '')}>
            <option value="">Alle Objektarten</option>
            {objectTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Select>
        </Box>
        <Box>
          <Box component="label" htmlFor="schnellsuche-stadtteil" sx={labelSx}>
            Stadtteil
          </Box>
          <Select id="schnellsuche-stadtteil" name={searchKeys.district} value={district} onChange={(event) => setDistrict(event.target.value as Area | '')}>
            <option value="">Ganz Köln</option>
            <DistrictOptions boroughs />
          </Select>
        </Box>
      </Box>
      <ActionButton type="submit" variant="contained" size="large" sx={{ py: 1.5, fontSize: '1.05rem' }}>
        Passende Angebote finden
      </ActionButton>
    </Box>
  );
}
