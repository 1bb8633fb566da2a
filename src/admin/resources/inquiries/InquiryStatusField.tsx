import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { inquiryStatuses, type InquiryRecord } from '../../../shared/resources/inquiries';

const colours: Record<NonNullable<InquiryRecord['status']>, ChipProps['color']> = {
  neu: 'info',
  'in-bearbeitung': 'warning',
  erledigt: 'success',
  widerrufen: 'error',
};

/** How far an inquiry has got: new ones stand out. */
export function InquiryStatusField(_props: { source?: string }) {
  const record = useRecordContext<InquiryRecord>();
  const status = record?.status ?? 'neu';
  return <Chip size="small" label={inquiryStatuses.find((choice) => choice.id === status)?.name} color={colours[status]} />;
}
