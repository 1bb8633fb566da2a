import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import type { InquiryRecord } from '../../../shared/resources/inquiries';
import { backendStaffFetch } from '../../providers/backendStaffFetch';
import { downloadPdf } from '../properties/downloadPdf';

/**
 * The inquiry's Nachweis (server/evidence/): one page with what the visitor sent and saw of the broker contract, the
 * withdrawal and each mail's delivery, for a dispute about the commission. Fetched and saved, in both backends.
 */
export function EvidencePdfButton() {
  const record = useRecordContext<InquiryRecord>();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  if (!record) return null;
  const download = async () => {
    setLoading(true);
    try {
      await downloadPdf(
        backendStaffFetch,
        `/api/inquiries/${encodeURIComponent(record.id)}/nachweis.pdf`,
        `Nachweis-Anfrage-${record.id}.pdf`,
      );
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
    >
      Nachweis (PDF)
    </Button>
  );
}
