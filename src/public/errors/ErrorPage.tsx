import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { Logo } from '../../shared/brand/Logo';

/** The technical reason, kept for the logs and the curious; visitors read the alert. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown for unknown paths (404) and for every unhandled application error (500). */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <Box
      component="main"
      data-layout="error"
      data-error={describeRouteError(error)}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, px: 2, py: { xs: 6, md: 10 } }}
    >
      <Box component={RouterLink} to="/" aria-label="Zur Startseite" sx={{ display: 'block' }}>
        <Logo height={90} stacked />
      </Box>
      <Alert severity="warning" variant="outlined" sx={{ maxWidth: 640, width: '100%', bgcolor: '#fff8ee' }}>
        <AlertTitle component="h1" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          Die von Ihnen aufgerufene Seite existiert nicht
        </AlertTitle>
        Sie haben eine Seite aufgerufen, die nicht oder nicht mehr existiert.
      </Alert>
    </Box>
  );
}
