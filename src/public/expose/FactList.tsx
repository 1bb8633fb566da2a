import Box from '../ui/Box';
import type { Fact } from '../../shared/listings/exposeFacts';

/** Label–value pairs as a description list, two columns on wide screens. */
export function FactList({ facts, columns = 2 }: { facts: readonly Fact[]; columns?: 1 | 2 }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', columnGap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' } }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {fact.label}
          </Box>
          {/* Breaks between words only: a date or price keeps its width and the label wraps instead. */}
          <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'break-word' }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
