import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { propertyStatuses } from '../../../shared/resources/choices/property';
import type { PropertyRecord } from '../../../shared/resources/properties';

const colours: Record<PropertyRecord['status'], ChipProps['color']> = {
  verfuegbar: 'success',
  reserviert: 'warning',
  verkauft: 'default',
  vermietet: 'default',
};

/** The marketing status at a glance; filled chips keep the theme's readable text colours. */
export function PropertyStatusField(_props: { source?: string }) {
  const record = useRecordContext<PropertyRecord>();
  if (!record?.status) return null;
  const label = propertyStatuses.find((status) => status.id === record.status)?.name ?? record.status;
  return <Chip size="small" label={label} color={colours[record.status]} />;
}
