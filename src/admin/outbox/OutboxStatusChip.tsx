import { outboxStatusLabels, type OutboxStatus } from '../../shared/mail/outbox';
import { ToneChip } from '../layout/ToneChip';

const TONES = { pending: 'warning', sent: 'success', failed: 'error' } as const;

/** wartet, gesendet, fehlgeschlagen – as a small coloured label with the word (colour is never the only sign). */
export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  return <ToneChip tone={TONES[status]} label={outboxStatusLabels[status]} />;
}
