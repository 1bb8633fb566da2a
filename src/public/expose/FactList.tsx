import Box from '../ui/Box';
import type { Fact } from '../../shared/listings/exposeFacts';

/** Label–value pairs as a description list, two columns on wide screens. */
export function FactList({ facts, columns = 2 }: { facts: readonly Fact[]; columns?: 1 | 2 }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', columnGap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' } }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {fact.label}
          </Box>
          {/* Never breaks inside a date or price: where label and value do not fit one line, the value moves to its own,
              right-aligned; only a single word wider than the whole line is hyphenated. */}
          <Box component="dd" sx={{ m: 0, ml: 'auto', minWidth: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'break-word', hyphens: 'auto' }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
