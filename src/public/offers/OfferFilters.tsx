import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { analytics } from '../analytics/analytics';
import { formatArea, formatEuro } from '../../shared/format/numbers';
import { SEARCH_DEFAULT_ATTRIBUTE, SUBMIT_ON_CHANGE_ATTRIBUTE } from '../../shared/forms/searchForm';
import { objectTypes } from '../../shared/resources/choices/property';
import { routePath } from '../../shared/routes/routeTable';
import { colors } from '../../shared/theme/palette';
import { siteTheme } from '../../shared/theme/siteTheme';
import { ActionButton } from '../ui/Action';
import { focusRing, labelSx, visuallyHidden } from '../ui/styles';
import { DistrictOptions } from '../forms/DistrictOptions';
import { Select } from '../forms/FormControls';
import Box from '../ui/Box';
import {
  activeFilterCount,
  areaMinimums,
  defaultSort,
  offerSearchParams,
  priceLimits,
  roomMinimums,
  searchKeys,
  sortOptions,
  type OfferSearch,
} from './offerSearch';

/** The form's id: the sort select sits in the results bar, outside the form, but submits with it. */
export const FILTER_FORM_ID = 'angebote-filter';

interface FilterField {
  key: keyof OfferSearch;
  label: string;
  options: { value: string; label: string; disabled?: boolean }[];
  /** Options in groups, instead of `options`. */
  grouped?: ReactNode;
  /** The first, empty option ("egal"). */
  any?: string;
  disabled?: boolean;
  hint?: string;
  /** The value the URL leaves out (the default sort order). */
  urlDefault?: string;
}

function filterFields(search: OfferSearch): FilterField[] {
  const type = search.marketingType;
  return [
    { key: 'marketingType', label: 'Kaufen oder mieten', any: 'Alle', options: [{ value: 'kauf', label: 'Kaufen' }, { value: 'miete', label: 'Mieten' }] },
    { key: 'objectType', label: 'Objektart', any: 'Alle Arten', options: objectTypes.map((item) => ({ value: item.id, label: item.name })) },
    { key: 'district', label: 'Stadtteil', any: 'Ganz Köln', options: [], grouped: <DistrictOptions boroughs /> },
    {
      key: 'maxPrice',
      label: type === 'miete' ? 'Kaltmiete bis' : 'Kaufpreis bis',
      any: 'Beliebig',
      disabled: !type,
      hint: type ? undefined : 'Wählen Sie zuerst Kaufen oder Mieten.',
      options: type ? priceLimits[type].map((limit) => ({ value: String(limit), label: formatEuro(limit) })) : [],
    },
    { key: 'minRooms', label: 'Zimmer ab', any: 'Beliebig', options: roomMinimums.map((rooms) => ({ value: String(rooms), label: `ab ${rooms}` })) },
    { key: 'minArea', label: 'Wohnfläche ab', any: 'Beliebig', options: areaMinimums.map((area) => ({ value: String(area), label: `ab ${formatArea(area)}` })) },
  ];
}

/** Navigates to the search with one value changed: a history entry, so the back button restores the previous search. */
function useApply(search: OfferSearch) {
  const navigate = useNavigate();
  return (key: keyof OfferSearch, value: string) => {
    const numeric = key === 'maxPrice' || key === 'minRooms' || key === 'minArea';
    const next: Partial<OfferSearch> = { ...search, [key]: value === '' ? undefined : numeric ? Number(value) : value, page: 1 };
    // A price limit and price order belong to Kauf or Miete; switching the type resets them.
    if (key === 'marketingType') {
      delete next.maxPrice;
      if (!value && next.sort?.startsWith('preis')) next.sort = 'neueste';
    }
    const query = offerSearchParams(next).toString();
    // Which filter, never its value: enough to learn which filters visitors need.
    if (key !== 'page') analytics.track({ type: 'filter_used', filter: key });
    navigate(`${routePath('angebote')}${query ? `?${query}` : ''}`, { preventScrollReset: true });
  };
}

function FilterSelect({ field, value, onChange, inline = false }: { field: FilterField; value: unknown; onChange: (value: string) => void; inline?: boolean }) {
  const id = `filter-${searchKeys[field.key]}`;
  return (
    <Box sx={inline ? { display: 'flex', alignItems: 'center', gap: 1.5 } : undefined}>
      <Box component="label" htmlFor={id} sx={{ ...labelSx, fontSize: '0.875rem', ...(inline ? { mb: 0, whiteSpace: 'nowrap' } : {}) }}>
        {field.label}
      </Box>
      <Select
        id={id}
        name={searchKeys[field.key]}
        form={FILTER_FORM_ID}
        value={value === undefined ? '' : String(value)}
        disabled={field.disabled}
        aria-describedby={field.hint ? `${id}-hinweis` : undefined}
        {...(field.urlDefault && { [SEARCH_DEFAULT_ATTRIBUTE]: field.urlDefault })}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.any !== undefined && <option value="">{field.any}</option>}
        {field.grouped}
        {field.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      {field.hint && (
        <Box component="span" id={`${id}-hinweis`} sx={visuallyHidden}>
          {field.hint}
        </Box>
      )}
    </Box>
  );
}

const desktopQuery = siteTheme.breakpoints.up('desktop');

/**
 * On phones and tablets the filters are a closed <details> (the results come first; the summary
 * says how many filters are set), on desktops an open panel without the summary. CSS media
 * queries switch between the two, so the server's HTML is right at every width. Browsers
 * without `::details-content` (before 2025) get the panel opened by script on desktops.
 */
function useOpenOnDesktopWithoutDetailsContent() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (CSS.supports('selector(::details-content)')) return;
    const media = window.matchMedia(desktopQuery.replace('@media ', ''));
    if (media.matches && ref.current) ref.current.open = true;
  }, []);
  return ref;
}

/**
 * The filters of /angebote. Every change navigates to the new URL: within the page once its code runs, as a page load
 * before (src/shared/forms/searchForm.ts); without JavaScript the form submits the same URL with its button.
 */
export function OfferFilters({ search }: { search: OfferSearch }) {
  const navigate = useNavigate();
  const apply = useApply(search);
  const detailsRef = useOpenOnDesktopWithoutDetailsContent();
  const active = activeFilterCount(search);
  const reset = () => {
    analytics.track({ type: 'filter_used', filter: 'reset' });
    navigate(routePath('angebote'));
  };

  return (
    <Box sx={{ bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 }, mb: { xs: 2.5, md: 3.5 }, boxShadow: '0 6px 24px rgba(35,33,27,0.06)' }}>
      <Box
        component="details"
        ref={detailsRef}
        sx={{
          '& > summary': { listStyle: 'none' },
          '& > summary::-webkit-details-marker': { display: 'none' },
          [desktopQuery]: { '& > summary': { display: 'none' }, '&::details-content': { contentVisibility: 'visible' } },
        }}
      >
        <Box
          component="summary"
          sx={{ cursor: 'pointer', fontWeight: 700, display: 'flex', justifyContent: 'space-between', alignItems: 'center', minHeight: 44, '&:focus-visible': focusRing }}
        >
          <span>Suche verfeinern{active > 0 ? ` (${active} aktiv)` : ''}</span>
          <Box component="svg" aria-hidden="true" viewBox="0 0 12 8" sx={{ width: 14, height: 10, transition: 'transform 150ms', 'details[open] > summary &': { transform: 'rotate(180deg)' } }}>
            <path d="M1 1l5 5 5-5" stroke={colors.primaryDark} strokeWidth="2" fill="none" />
          </Box>
        </Box>
        {/* The form's parent in the layout is the details' content slot, which does not inherit box-sizing from the page: set it here. */}
        <Box component="form" id={FILTER_FORM_ID} role="search" aria-label="Angebote filtern" action={routePath('angebote')} method="get" {...{ [SUBMIT_ON_CHANGE_ATTRIBUTE]: '' }} onSubmit={(event) => event.preventDefault()} sx={{ pt: { xs: 2, desktop: 0 }, boxSizing: 'border-box' }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } }}>
            {filterFields(search).map((field) => (
              <FilterSelect key={field.key} field={field} value={search[field.key]} onChange={(value) => apply(field.key, value)} />
            ))}
          </Box>
          {active > 0 && (
            <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
              <ActionButton variant="text" onClick={reset} sx={{ textDecoration: 'underline', textUnderlineOffset: 3 }}>
                Alle Filter zurücksetzen
              </ActionButton>
            </Box>
          )}
          {/* Without JavaScript the selects do not apply themselves. */}
          <noscript>
            <button type="submit">Filter anwenden</button>
          </noscript>
        </Box>
      </Box>
    </Box>
  );
}

/** The sort order, beside the number of results; part of the filter form through its `form` attribute. */
export function OfferSort({ search }: { search: OfferSearch }) {
  const apply = useApply(search);
  const field: FilterField = {
    key: 'sort',
    label: 'Sortieren',
    urlDefault: defaultSort,
    options: sortOptions.map((option) => ({ value: option.id, label: option.name, disabled: option.id.startsWith('preis') && !search.marketingType })),
  };
  return <FilterSelect field={field} value={search.sort} onChange={(value) => apply('sort', value)} inline />;
}
