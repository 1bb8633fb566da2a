import Typography from '@mui/material/Typography';
import type { PageModule } from './pageModule';

function LoginPage() {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
        Anmeldung für Mitarbeitende
      </Typography>
      <Typography color="text.secondary">Melden Sie sich an, um Angebote, Team und Inhalte zu pflegen.</Typography>
    </>
  );
}

export const loginPage: PageModule = {
  Component: LoginPage,
  meta: () => ({ title: 'Anmeldung', robots: 'noindex, nofollow' }),
};
