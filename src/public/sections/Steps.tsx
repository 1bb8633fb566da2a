import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { colors } from '../../shared/theme/palette';

export interface Step {
  title: string;
  text: string;
}

/** A process in numbered steps (an ordered list, so screen readers announce the order). */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, counterReset: 'step' }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            counterIncrement: 'step',
            position: 'relative',
            pl: 8,
            py: 0.5,
            '&::before': {
              content: 'counter(step, decimal-leading-zero)',
              position: 'absolute',
              left: 0,
              top: 0,
              width: 48,
              height: 48,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              bgcolor: colors.primary,
              color: colors.ink,
              fontWeight: 700,
              fontSize: '0.95rem',
            },
          }}
        >
          <Typography component="h3" sx={{ fontFamily: 'h3.fontFamily', fontWeight: 600, fontSize: '1.2rem', mb: 0.75 }}>
            {step.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Reasons to choose the agency, as a checked list. */
export function Benefits({ items }: { items: readonly Step[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {items.map((item) => (
        <Box component="li" key={item.title} sx={{ bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 2, p: 3, borderTop: `3px solid ${colors.primary}` }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
            {item.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.98rem' }}>{item.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
