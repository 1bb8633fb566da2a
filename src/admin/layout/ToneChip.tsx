import Chip from '@mui/material/Chip';

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'default';

/** A small outlined chip whose text is the tone's dark shade: the plain shade is too light on white (axe contrast). */
export function ToneChip({ tone, label }: { tone: Tone; label: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label}
      sx={{ color: tone === 'default' ? 'text.primary' : `${tone}.dark`, fontWeight: 600 }}
    />
  );
}
