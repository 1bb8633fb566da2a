import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { choiceName } from '../../../shared/format/choices';
import { type InquiryRecord } from '../../../shared/resources/inquiries';
import { inquiryTopics } from '../../../shared/resources/choices/inquiryTopics';
import { formatDateTime } from '../../../shared/format/fieldFormat';
import { InquiryStatusField } from './InquiryStatusField';

/**
 * Narrow screens: everything staff need to triage an inquiry in one column – the name with the
 * status beside it, the topic and when it came in below, and the offer it is about, if any.
 * Long names and titles wrap instead of widening the table.
 */
export function InquirySummaryField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  const topic = choiceName(inquiryTopics, record.topic);
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
              {formatDateTime(record.createdAt)}
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
