import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** What the server sends for /dashboard and what shows while the dashboard code loads. */
export function DashboardShell() {
  return (
    <Box data-layout="dashboard" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Dashboard wird geladen" />
    </Box>
  );
}
