import { useCallback, useEffect, useState } from 'react';
import { resetTokenFromHash } from './passwordResetApi';

/**
 * The token of a reset link (`/login#reset=…`; or of an invitation, with `invitationTokenFromHash`), read in the browser after hydration (the server never sees a
 * fragment), and the way to drop it from the address bar once it is used or useless.
 */
export function useResetToken(fromHash: (hash: string) => string | null = resetTokenFromHash): [string | null, () => void] {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setToken(fromHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [fromHash]);
  const clear = useCallback(() => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    setToken(null);
  }, []);
  return [token, clear];
}
