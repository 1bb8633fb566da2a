import type { ReactNode } from 'react';
import Box from '../../ui/Box';

/** The error above a sign-in form (login, new password, invitation): announced at once, red on pale red. */
export function LoginAlert({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main', bgcolor: '#fdf1f3', color: 'error.main', fontWeight: 600 }}
    >
      {children}
    </Box>
  );
}
