import { useRecordContext } from 'react-admin';
import type { InquiryRecord } from '../../../shared/resources/inquiries';
import { PdfDownloadButton } from '../properties/PdfDownloadButton';

/**
 * The inquiry's Nachweis (server/evidence/): one page with what the visitor sent and saw of the broker contract, the
 * withdrawal and each mail's delivery, for a dispute about the commission.
 */
export function EvidencePdfButton() {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  return (
    <PdfDownloadButton
      path={`/api/inquiries/${encodeURIComponent(record.id)}/nachweis.pdf`}
      fileName={`Nachweis-Anfrage-${record.id}.pdf`}
      label="Nachweis (PDF)"
    />
  );
}
