import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { clientBackendMode } from '../../shared/firebase/backendMode';
import { accountApi, TWO_FACTOR_KEY } from './accountApi';
import { FirebaseAccountNote } from './FirebaseAccountNote';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { TwoFactorPolicyCard } from './TwoFactorPolicyCard';

/** "Mein Zugang": the signed-in account's own sessions, password and two-factor sign-in (from the user menu). */
export function AccountPage() {
  return (
    <Stack spacing={2} sx={{ my: 2, maxWidth: 960 }}>
      <Title title="Mein Zugang" />
      <Typography variant="h5" component="h1">
        Mein Zugang
      </Typography>
      {clientBackendMode() === 'firebase' ? <FirebaseAccountNote /> : <EmbeddedAccount />}
    </Stack>
  );
}

function EmbeddedAccount() {
  const twoFactor = useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: accountApi.twoFactor });
  return (
    <>
      {twoFactor.data?.setupRequired && (
        <Alert severity="warning">
          Für Administratoren ist die Zwei-Faktor-Anmeldung verpflichtend. Bitte richten Sie sie jetzt ein; danach steht Ihnen das Dashboard
          wieder offen.
        </Alert>
      )}
      {twoFactor.error && <Alert severity="error">{twoFactor.error.message}</Alert>}
      {twoFactor.data && <TwoFactorCard status={twoFactor.data} />}
      <SessionsCard />
      <PasswordCard />
      {twoFactor.data?.mayChangeSetting && <TwoFactorPolicyCard required={twoFactor.data.requiredForAdmins} />}
    </>
  );
}
