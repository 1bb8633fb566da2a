import Box from '../ui/Box';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { Logo } from '../brand/Logo';
import { NotFoundPage } from './NotFoundPage';

/** The technical reason, kept for the logs and the curious; visitors read the alert. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** MUI's "ReportProblemOutlined", inline: the Alert component would load Paper, IconButton and more on every page. */
function WarningIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
      <path d="M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z" />
    </svg>
  );
}

/**
 * Unknown paths and records (404) get the site's frame with ways on; every unhandled application error (500) a
 * page of its own, which does not depend on the frame that may have failed.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div data-error={describeRouteError(error)}>
        <NotFoundPage />
      </div>
    );
  }
  return (
    <Box
      component="main"
      data-layout="error"
      data-error={describeRouteError(error)}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, px: 2, py: { xs: 6, md: 10 } }}
    >
      <Box component={RouterLink} to="/" sx={{ display: 'block' }}>
        <Logo height={90} stacked />
      </Box>
      {/* A warning alert in the look of MUI's outlined Alert. */}
      <Box
        role="alert"
        sx={{ maxWidth: 640, width: '100%', display: 'flex', gap: 1.5, px: 2, py: 1.5, border: '1px solid #FB8C00', borderRadius: 1, bgcolor: '#fff8ee', color: '#663c00' }}
      >
        <Box sx={{ color: '#c26c00', pt: 0.5, flexShrink: 0 }}>
          <WarningIcon />
        </Box>
        <Box>
          <Box component="h1" sx={{ m: 0, mb: 0.5, fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.5 }}>
            Die von Ihnen aufgerufene Seite existiert nicht
          </Box>
          Sie haben eine Seite aufgerufen, die nicht oder nicht mehr existiert.
        </Box>
      </Box>
    </Box>
  );
}
