import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Labeled, TextField, useRecordContext } from 'react-admin';
import { EARLY_START_TEXT } from '../../../shared/withdrawal/withdrawal';
import type { InquiryRecord } from '../../../shared/resources/inquiries';

/**
 * The broker contract an inquiry about an offer may conclude, as the website recorded it: the commission the visitor
 * saw, the version of the withdrawal notice they were sent, and whether they asked for work to begin early.
 */
export function BrokerContractDetails() {
  const record = useRecordContext<InquiryRecord>();
  if (!record?.commissionShown) return null;
  return (
    <Box
      component="section"
      aria-labelledby="maklervertrag"
      sx={{ display: 'grid', gap: 1.5, borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography id="maklervertrag" variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        Maklervertrag
      </Typography>
      <Labeled source="commissionShown">
        <TextField source="commissionShown" />
      </Labeled>
      {record.withdrawalNoticeVersion && (
        <Labeled source="withdrawalNoticeVersion">
          <TextField source="withdrawalNoticeVersion" />
        </Labeled>
      )}
      <Labeled source="earlyStart">
        <Typography variant="body2">{record.earlyStart ? `Ja: „${EARLY_START_TEXT}“` : 'Nein'}</Typography>
      </Labeled>
    </Box>
  );
}
