import Chip from '@mui/material/Chip';
import { outboxStatusLabels, type OutboxStatus } from '../../shared/mail/outbox';

const COLORS = { pending: 'warning', sent: 'success', failed: 'error' } as const;

/**
 * wartet, gesendet, fehlgeschlagen – as a small coloured label with the word (colour is never the only sign); the
 * text in the dark tone of its colour, since the main tones of green and orange are too light on white (WCAG AA).
 */
export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={outboxStatusLabels[status]} sx={{ color: `${COLORS[status]}.dark`, fontWeight: 600 }} />;
}
