import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { formatNumber } from '../../shared/format/numbers';
import type { NumberRecord } from '../../shared/resources/numbers';
import { colors } from '../../shared/theme/palette';

/** The agency's key figures ("über 450 vermittelte Immobilien") as a row of large numbers. */
export function KeyFigures({ items, tone = 'dark' }: { items: readonly NumberRecord[]; tone?: 'dark' | 'light' }) {
  const dark = tone === 'dark';
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.max(1, Math.min(items.length, 4))}, minmax(0, 1fr))` },
      }}
    >
      {items.map((item) => (
        <Box key={item.id} sx={{ display: 'flex', flexDirection: 'column-reverse', gap: 0.5, borderLeft: `3px solid ${colors.primary}`, pl: 2 }}>
          <Typography component="dt" sx={{ color: dark ? '#ddd6c0' : 'text.secondary', fontSize: { xs: '0.95rem', md: '1rem' } }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'h1.fontFamily', fontWeight: 600, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.1, color: dark ? '#fff' : 'text.primary' }}>
            {item.prefix && (
              <Box component="span" sx={{ fontSize: '0.55em', mr: 0.75, fontFamily: 'body1.fontFamily', fontWeight: 500 }}>
                {item.prefix}
              </Box>
            )}
            {formatNumber(item.value)}
            {item.suffix && (
              <Box component="span" sx={{ fontSize: '0.55em', ml: 0.75, fontFamily: 'body1.fontFamily', fontWeight: 500 }}>
                {item.suffix}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
