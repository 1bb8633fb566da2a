import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cloneElement, type ReactElement } from 'react';
import { Labeled, useRecordContext } from 'react-admin';
import { inquiries, valuationAnswerFields, type InquiryRecord } from '../../../shared/resources/inquiries';
import { fieldDisplay } from '../../builder/fieldDisplay';

const ESTIMATE_FIELDS = ['estimateLow', 'estimateMiddle', 'estimateHigh', 'estimatePerSqm', 'estimateComparables', 'estimateBasis'];
const answerFields = inquiries.fields.filter((field) => (valuationAnswerFields as readonly string[]).includes(field.name));
const estimateFields = inquiries.fields.filter((field) => ESTIMATE_FIELDS.includes(field.name));

/** The valuation funnel's answers and the estimate the visitor saw, on a valuation request only. */
export function ValuationDetails() {
  const record = useRecordContext<InquiryRecord>();
  if (record?.topic !== 'bewertung' || !record.objectType) return null;
  const grid = (fields: typeof answerFields) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {fields.map((field) => (
        <Labeled key={field.name} source={field.name} label={field.label}>
          {cloneElement(fieldDisplay(field) as ReactElement<{ emptyText?: string }>, { emptyText: '–' })}
        </Labeled>
      ))}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="bewertung-titel" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="bewertung-titel" variant="h3" component="h3" sx={{ fontSize: '1.2rem' }}>
        Angaben zur Immobilie
      </Typography>
      {grid(answerFields)}
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem' }}>
        Online-Schätzung (wie dem Eigentümer angezeigt)
      </Typography>
      {record.estimateMiddle ? (
        grid(estimateFields)
      ) : (
        <Typography variant="body2">
          Keine Schätzung möglich: weder Vergleichsobjekte noch Marktdaten für diesen Stadtteil und diese Objektart.
        </Typography>
      )}
    </Box>
  );
}
