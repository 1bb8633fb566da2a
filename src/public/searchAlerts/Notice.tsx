import type { ReactNode } from 'react';
import Box from '../ui/Box';

/** A message of the search-request pages: an error as an alert, anything else as a status. */
export function Notice({ tone, children }: { tone: 'info' | 'error'; children: ReactNode }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        fontWeight: 600,
        ...(tone === 'error' ? { borderColor: 'error.main', bgcolor: '#fdf1f3', color: 'error.main' } : { borderColor: 'divider', bgcolor: 'background.sand' }),
      }}
    >
      {children}
    </Box>
  );
}
