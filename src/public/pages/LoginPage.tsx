import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { login } from '../../shared/auth/staffAuthApi';
import { useNavigateTo } from '../../shared/navigation/useNavigateTo';
import { DASHBOARD_BASE } from '../../shared/routes/routeTable';
import type { PageModule } from './pageModule';

/** Only paths of this site: a crafted ?redirect= must not send staff elsewhere. */
const safeRedirect = (target: string | null) => (target && target.startsWith('/') && !target.startsWith('//') ? target : DASHBOARD_BASE);

function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigateTo = useNavigateTo();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const result = await login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setSubmitting(false);
    if (result.ok) {
      navigateTo(safeRedirect(searchParams.get('redirect')), { replace: true });
      return;
    }
    setError(result.message);
    setFieldErrors(result.fieldErrors ?? {});
  }

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.7rem', mb: 1 }}>
        Anmeldung für Mitarbeitende
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Melden Sie sich an, um Angebote, Team und Inhalte zu pflegen.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={submit} noValidate method="post">
        <TextField
          name="email"
          type="email"
          label="E-Mail-Adresse"
          autoComplete="username"
          required
          fullWidth
          margin="normal"
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email}
        />
        <TextField
          name="password"
          type={showPassword ? 'text' : 'password'}
          label="Passwort"
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Passwort verbergen' : 'Passwort anzeigen'}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 3 }}>
          {submitting ? 'Anmeldung läuft …' : 'Anmelden'}
        </Button>
      </form>
    </>
  );
}

export const loginPage: PageModule = {
  Component: LoginPage,
  meta: () => ({ title: 'Anmeldung', robots: 'noindex, nofollow' }),
};
