import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { buildUpdates } from '../shared/build/buildUpdates';

/** Staff keep the dashboard open for hours; tell them when a new version is deployed. */
export function BuildUpdateNotice() {
  const updateAvailable = useSyncExternalStore(buildUpdates.subscribe, buildUpdates.getSnapshot, buildUpdates.getServerSnapshot);
  return (
    <Snackbar open={updateAvailable} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Neu laden
          </Button>
        }
      >
        Neue Version verfügbar
      </Alert>
    </Snackbar>
  );
}
