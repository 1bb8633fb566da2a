import Typography from '@mui/material/Typography';
import { useRecordContext, type RaRecord } from 'react-admin';
import type { Field } from '../../../shared/resources/fields';
import { plainValue } from '../../../shared/format/plainValue';

/** Narrow screens: the record's title with its other listed values in one line below. */
export function SummaryField({ title, details }: { title: Field; details: readonly Field[] }) {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  const line = details
    .map((field) => plainValue(field, record[field.name]))
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {plainValue(title, record[title.name])}
      </Typography>
      {line && (
        <Typography variant="caption" color="text.secondary">
          {line}
        </Typography>
      )}
    </>
  );
}
