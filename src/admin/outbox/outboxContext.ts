import { createContext, useContext } from 'react';
import type { OutboxSource } from '../../shared/mail/outboxSource';

export const OutboxSourceContext = createContext<OutboxSource | null>(null);

/** The backend's outbox (embedded server or Firebase), provided by AdminApp. */
export function useOutboxSource(): OutboxSource {
  const source = useContext(OutboxSourceContext);
  if (!source) throw new Error('useOutboxSource needs an OutboxSourceContext (AdminApp provides it).');
  return source;
}
