import { createContext, useContext } from 'react';
import type { AccountSource } from '../../shared/auth/accountSource';

export const AccountSourceContext = createContext<AccountSource | null>(null);

/** The backend's accounts (embedded server or Firestore), provided by AdminApp. */
export function useAccountSource(): AccountSource {
  const source = useContext(AccountSourceContext);
  if (!source) throw new Error('useAccountSource needs an AccountSourceContext (AdminApp provides it).');
  return source;
}
