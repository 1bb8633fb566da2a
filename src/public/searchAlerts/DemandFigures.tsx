import { useEffect, useState } from 'react';
import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { Section } from '../sections/Section';
import { districtName } from '../../shared/listings/places';
import { objectTypes } from '../../shared/resources/choices/property';
import type { DemandFigure } from '../../shared/search/searchAlert';
import { loadDemand } from './alertApi';

const SHOWN = 6;
/** "eine Wohnung", "ein Haus" … as the sentence needs it. */
const wanted: Record<string, string> = { wohnung: 'eine Wohnung', haus: 'ein Haus', grundstueck: 'ein Grundstück', buero: 'ein Büro oder eine Praxis', einzelhandel: 'einen Laden' };

/**
 * The agency's reach on the service pages: how many confirmed search requests look for a type in a district, from
 * the aggregated figures (at least 3 each; no subscriber data reaches the page). Loaded in the browser, so the page
 * itself stays cacheable; without figures the section is not shown.
 */
export function DemandFigures({ marketingType }: { marketingType: 'kauf' | 'miete' }) {
  const [figures, setFigures] = useState<DemandFigure[]>([]);
  useEffect(() => {
    let current = true;
    void loadDemand(marketingType).then((loaded) => current && setFigures(loaded.slice(0, SHOWN)));
    return () => {
      current = false;
    };
  }, [marketingType]);
  if (figures.length === 0) return null;
  return (
    <Section id="nachfrage" eyebrow="Aktuelle Nachfrage" title={marketingType === 'kauf' ? 'Vorgemerkte Kaufinteressenten' : 'Vorgemerkte Mietinteressenten'}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {figures.map((figure) => (
          <Box component="li" key={`${figure.district}-${figure.objectType}`} sx={{ bgcolor: 'background.sand', borderRadius: 2, p: 2 }}>
            Aktuell suchen <strong>{figure.count} vorgemerkte Interessenten</strong> {wanted[figure.objectType] ?? objectTypes.find((type) => type.id === figure.objectType)?.name} in{' '}
            {districtName(figure.district)}.
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '0.9rem' }}>Bestätigte Suchaufträge auf unserer Website; Angaben ab drei Interessenten.</Typography>
    </Section>
  );
}
