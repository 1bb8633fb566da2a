import Typography from '@mui/material/Typography';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { inquiries, type InquiryRecord } from '../../../shared/resources/inquiries';
import { FieldGrid } from '../../builder/FieldGrid';
import { FormToolbar } from '../../builder/FormToolbar';
import { declaredValues, formValidator } from '../../builder/formValues';
import { HistoryPanel } from '../../history/HistoryPanel';

const validate = formValidator(inquiries);
const editable = inquiries.fields.filter((field) => field.name === 'status' || field.name === 'note');

function Heading() {
  const record = useRecordContext<InquiryRecord>();
  return record ? <Typography color="text.secondary">Anfrage von {record.name}</Typography> : null;
}

/**
 * Staff change only the status and their internal note: what a visitor wrote stays as it was sent.
 * The form still holds the whole record, because the server stores and validates whole records.
 */
export function InquiryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={(data) => declaredValues(inquiries, data)}>
      <SimpleForm validate={validate} toolbar={<FormToolbar deletable />} sx={{ maxWidth: 720 }}>
        <Heading />
        <FieldGrid fields={editable} />
        {/* One form without tabs here: the Verlauf follows the two fields staff edit. */}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          Verlauf
        </Typography>
        <HistoryPanel resource={inquiries} />
      </SimpleForm>
    </Edit>
  );
}
