import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import type { Choice } from '../../../shared/resources/fields';

/** A tags field (feature checklist) as chips with the choices' German names. */
export function ChoiceChipsField({ source, choices }: { source: string; choices: readonly Choice[] }) {
  const record = useRecordContext();
  const ids = Array.isArray(record?.[source]) ? (record[source] as string[]) : [];
  if (ids.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {ids.map((id) => (
        <Chip key={id} size="small" label={choices.find((choice) => choice.id === id)?.name ?? id} />
      ))}
    </Stack>
  );
}
