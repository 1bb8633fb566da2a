import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { inquiryTopics, type InquiryRecord } from '../../../shared/resources/inquiries';
import { InquiryStatusField } from './InquiryStatusField';

/** When an inquiry came in, as the list shows it: "22.11.2026, 06:54". */
export const receivedOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const received = new Intl.DateTimeFormat('de-DE', receivedOptions);

/**
 * Narrow screens: everything staff need to triage an inquiry in one column – the name with the
 * status beside it, the topic and when it came in below, and the offer it is about, if any.
 * Long names and titles wrap instead of widening the table.
 */
export function InquirySummaryField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  const topic = inquiryTopics.find((choice) => choice.id === record.topic)?.name ?? record.topic;
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }}>
          {record.name}
        </Typography>
        <Box sx={{ flexShrink: 0 }}>
          <InquiryStatusField />
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {topic}
        {record.createdAt && (
          <>
            {' · '}
            {/* The date and time stay on one line. */}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {received.format(new Date(record.createdAt))}
            </Box>
          </>
        )}
      </Typography>
      {record.property && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, color: 'text.secondary' }}>
          <HomeOutlined titleAccess="Immobilie" sx={{ fontSize: '1rem', mt: '1px' }} />
          <ReferenceField source="property" reference="properties" link={false}>
            <TextField source="title" variant="caption" color="text.secondary" />
          </ReferenceField>
        </Box>
      )}
    </Box>
  );
}
