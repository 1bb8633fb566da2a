import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DateField,
  DeleteButton,
  EditButton,
  Labeled,
  ReferenceField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { type InquiryRecord } from '../../../shared/resources/inquiries';
import { inquiryTopics } from '../../../shared/resources/choices/inquiryTopics';
import { InquiryStatusField } from './InquiryStatusField';
import { MarkHandledButton } from './MarkHandledButton';
import { EvidencePdfButton } from './EvidencePdfButton';
import { ValuationDetails } from './ValuationDetails';
import { BrokerContractDetails } from './BrokerContractDetails';

function InquiryActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <MarkHandledButton />
      <EvidencePdfButton />
      <EditButton label="Status und Notiz" />
      <DeleteButton mutationMode="undoable" />
    </TopToolbar>
  );
}

/** Who wrote, how to answer (mail and phone as links), about what, and the message itself. */
function InquiryDetails() {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, maxWidth: 820 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          {record.name}
        </Typography>
        <InquiryStatusField />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Labeled source="email">
          <Link href={`mailto:${record.email}`}>{record.email}</Link>
        </Labeled>
        <Labeled source="phone">
          {record.phone ? (
            <Link href={`tel:${record.phone.replace(/[^+\d]/g, '')}`}>{record.phone}</Link>
          ) : (
            <Typography variant="body2">–</Typography>
          )}
        </Labeled>
        <Labeled source="topic">
          <SelectField source="topic" choices={[...inquiryTopics]} />
        </Labeled>
        <Labeled source="property">
          <ReferenceField source="property" reference="properties" link="edit" emptyText="–" />
        </Labeled>
        <Labeled label="Eingegangen am">
          <DateField source="createdAt" showTime locales="de-DE" options={{ dateStyle: 'full', timeStyle: 'short' }} />
        </Labeled>
        <Labeled source="privacyConsent">
          <Typography variant="body2">{record.privacyConsent ? 'Ja' : 'Nein'}</Typography>
        </Labeled>
      </Box>
      <Labeled source="message">
        <TextField source="message" sx={{ whiteSpace: 'pre-line', display: 'block', bgcolor: 'background.sand', p: 2, borderRadius: 1 }} />
      </Labeled>
      <BrokerContractDetails />
      <ValuationDetails />
      {record.note && (
        <Labeled source="note">
          <TextField source="note" sx={{ whiteSpace: 'pre-line' }} />
        </Labeled>
      )}
    </Box>
  );
}

export function InquiryShow() {
  return (
    <Show actions={<InquiryActions />}>
      <InquiryDetails />
    </Show>
  );
}
