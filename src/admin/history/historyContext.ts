import { createContext, useContext } from 'react';
import type { HistorySource } from '../../shared/history/historySource';

export const HistorySourceContext = createContext<HistorySource | null>(null);

/** The backend's history and Papierkorb (embedded server or Firestore), provided by AdminApp. */
export function useHistorySource(): HistorySource {
  const source = useContext(HistorySourceContext);
  if (!source) throw new Error('useHistorySource needs a HistorySourceContext (AdminApp provides it).');
  return source;
}
