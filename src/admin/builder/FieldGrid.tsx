import Box from '@mui/material/Box';
import type { Field } from '../../shared/resources/fields';
import { fieldInput, isWideInput } from './fieldInput';

/** A form's inputs: two columns on wide screens, texts and pictures across the whole width. */
export function FieldGrid({ fields }: { fields: readonly Field[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 1.5,
        width: '100%',
        maxWidth: 1040,
        alignItems: 'start',
      }}
    >
      {fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: isWideInput(field) ? '1 / -1' : 'auto', minWidth: 0 }}>
          {fieldInput(field)}
        </Box>
      ))}
    </Box>
  );
}
