import { useState } from 'react';
import Box from '../ui/Box';
import { districtsByBorough, type AreaId } from '../../shared/resources/choices/districts';
import { colors } from '../../shared/theme/palette';
import { focusRing, labelSx } from '../ui/styles';
import { toggleArea } from './districtChoice';

const checkboxSx = { width: 20, height: 20, m: 0, accentColor: colors.primaryDark, '&:focus-visible': focusRing } as const;
const rowSx = { display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, cursor: 'pointer' } as const;

/**
 * A search request's Stadtteile, one folding group per Stadtbezirk (86 checkboxes at once would bury the form); a group
 * with a choice starts open. "Ganzer Stadtbezirk …" stands for all of the group's Stadtteile, which then show as chosen.
 */
export function DistrictChecklist({ chosen, onChange }: { chosen: readonly AreaId[]; onChange: (areas: AreaId[]) => void }) {
  const [openAtStart] = useState(() => new Set(districtsByBorough.filter((borough) => chosen.includes(borough.id) || borough.districts.some((district) => chosen.includes(district.id))).map((borough) => borough.id)));
  const toggle = (id: AreaId) => onChange(toggleArea(chosen, id));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ ...labelSx, p: 0 }}>
        Stadtteile (keiner gewählt: ganz Köln)
      </Box>
      {districtsByBorough.map((borough) => {
        const whole = chosen.includes(borough.id);
        const count = whole ? borough.districts.length : borough.districts.filter((district) => chosen.includes(district.id)).length;
        return (
          <Box key={borough.id} component="details" open={openAtStart.has(borough.id)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Box component="summary" sx={{ ...rowSx, fontWeight: 600, '&:focus-visible': focusRing }}>
              {borough.label}
              {count > 0 && ` (${whole ? 'ganz' : `${count} gewählt`})`}
            </Box>
            <Box component="label" sx={{ ...rowSx, fontWeight: 600 }}>
              <Box component="input" type="checkbox" checked={whole} onChange={() => toggle(borough.id)} sx={checkboxSx} />
              Ganzer {borough.label}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', columnGap: 2, pb: 1 }}>
              {borough.districts.map((district) => (
                <Box key={district.id} component="label" sx={{ ...rowSx, ...(whole && { cursor: 'default' }) }}>
                  <Box component="input" type="checkbox" checked={whole || chosen.includes(district.id)} disabled={whole} onChange={() => toggle(district.id)} sx={checkboxSx} />
                  {district.name}
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
