import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { cookieStaffFetch, staffJson } from '../../shared/auth/staffFetch';
import { clientBackendMode } from '../../shared/firebase/backendMode';
import { loadFirebase } from '../../shared/firebase/browser/lazy';
import { isPreviewResource, previewApiPath } from '../../shared/resources/previewPaths';
import { findResource } from '../../shared/resources/registry';
import { declaredValues, formValidator } from '../builder/formValues';

const INVALID = 'Bitte prüfen Sie die markierten Felder.';

/** The embedded server knows the session cookie; Firebase mode sends the ID token (idTokenFetch.ts). */
const staffFetchForBackend = async () => (clientBackendMode() === 'embedded' ? cookieStaffFetch : (await loadFirebase()).staffFetch);

/**
 * "Vorschau": the public page with the form's current values, saved or not, in a new tab (server/preview/). The tab
 * is opened within the click (a tab opened after the request would be held by popup blockers) and sent to the
 * preview once the server has it; invalid values are marked on the form and open nothing.
 */
export function PreviewButton() {
  const resourceName = useResourceContext();
  const record = useRecordContext();
  const form = useFormContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const resource = resourceName ? findResource(resourceName) : undefined;
  if (!resource || !resourceName || !isPreviewResource(resourceName) || record?.id === undefined) return null;

  const open = async () => {
    const values = declaredValues(resource, form.getValues());
    if (Object.keys(formValidator(resource)(values)).length > 0) {
      await form.trigger();
      notify(INVALID, { type: 'error' });
      return;
    }
    const tab = window.open('', '_blank');
    // The preview needs nothing of the dashboard's window.
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const { body } = await staffJson<{ url: string }>(await staffFetchForBackend(), previewApiPath(resourceName, String(record.id)), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (tab) tab.location.replace(body.url);
      else window.open(body.url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      onClick={() => void open()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <Visibility />}
      aria-label="Vorschau (öffnet in neuem Tab, auch ungespeicherte Änderungen)"
    >
      Vorschau
    </Button>
  );
}
