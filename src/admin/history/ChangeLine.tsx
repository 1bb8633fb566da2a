import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FieldChange, HistoryAction } from '../../shared/history/changes';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { changeText, SHORT_LENGTH, shorten } from './changeText';
import { useReferenceNames } from './useReferenceNames';

/**
 * "Kaufpreis: 649.000 € → 625.000 €"; a new record's values and a deleted record's alone ("Kaufpreis: 649.000 €");
 * long texts shortened, with a button that shows them whole.
 */
export function ChangeLine({ resource, change, action }: { resource: ResourceDefinition; change: FieldChange; action: HistoryAction }) {
  const [whole, setWhole] = useState(false);
  const nameOf = useReferenceNames(resource, change);
  const { label, from, to } = changeText(resource, change, nameOf);
  const long = (action !== 'create' && from.length > SHORT_LENGTH) || (action !== 'delete' && to.length > SHORT_LENGTH);
  const show = (text: string) => (whole ? text : shorten(text));
  return (
    <Typography component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {action === 'create' ? show(to) : action === 'delete' ? show(from) : `${show(from)} → ${show(to)}`}
      {long && (
        <Button size="small" onClick={() => setWhole(!whole)} sx={{ ml: 1, py: 0 }}>
          {whole ? 'Weniger anzeigen' : 'Alles anzeigen'}
        </Button>
      )}
    </Typography>
  );
}
