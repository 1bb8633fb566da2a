import { createContext, useContext } from 'react';
import type { SearchAlertSource } from '../../shared/search/searchAlertSource';

export const SearchAlertSourceContext = createContext<SearchAlertSource | null>(null);

/** The backend's search requests (embedded server or Firestore), provided by AdminApp. */
export function useSearchAlertSource(): SearchAlertSource {
  const source = useContext(SearchAlertSourceContext);
  if (!source) throw new Error('useSearchAlertSource needs a SearchAlertSourceContext (AdminApp provides it).');
  return source;
}
