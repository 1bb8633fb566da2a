import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { backendStaffFetch } from '../../providers/backendStaffFetch';
import { downloadPdf } from './downloadPdf';

/**
 * A PDF from a staff route, fetched with the backend's sign-in and saved (a link cannot carry Firebase's ID token); a
 * spinner while it comes, the German refusal as a notification.
 */
export function PdfDownloadButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadPdf(backendStaffFetch, path, fileName);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      onClick={() => void download()}
      disabled={loading}
      size="small"
      startIcon={loading ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdf />}
      aria-label={`${label} (wird heruntergeladen)`}
    >
      {label}
    </Button>
  );
}
