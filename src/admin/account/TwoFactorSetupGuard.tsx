import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBasename, useRedirect } from 'react-admin';
import { clientBackendMode } from '../../shared/firebase/backendMode';
import { accountApi, TWO_FACTOR_KEY } from './accountApi';

export const ACCOUNT_PATH = '/mein-zugang';

/**
 * An admin whom the setting obliges to set up two factors is sent to "Mein Zugang" from wherever they are (the server
 * refuses their other requests with 403 anyway). Embedded mode only; Firebase enforces its own multi-factor setting.
 */
export function TwoFactorSetupGuard() {
  const embedded = clientBackendMode() === 'embedded';
  const { data } = useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: accountApi.twoFactor, enabled: embedded });
  const { pathname } = useLocation();
  const basename = useBasename();
  const redirect = useRedirect();
  const elsewhere = pathname !== `${basename}${ACCOUNT_PATH}`;
  useEffect(() => {
    if (data?.setupRequired && elsewhere) redirect(ACCOUNT_PATH);
  }, [data?.setupRequired, elsewhere, redirect]);
  return null;
}
