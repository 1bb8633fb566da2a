import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { login, type LoginResult } from '../../shared/auth/staffAuthApi';
import { clientBackendMode } from '../../shared/firebase/backendMode';
import { FirebaseSignInOptions } from '../login/FirebaseSignInOptions';
import { useNavigateTo } from '../../shared/navigation/useNavigateTo';
import { DASHBOARD_BASE } from '../../shared/routes/routeTable';
import { ActionButton } from '../components/Action';
import { focusRing } from '../components/styles';
import { describedBy, FieldFrame, TextInput } from '../forms/FormControls';

/** Only paths of this site: a crafted ?redirect= must not send staff elsewhere. */
const safeRedirect = (target: string | null) => (target && target.startsWith('/') && !target.startsWith('//') ? target : DASHBOARD_BASE);

/**
 * Staff sign-in. Plain inputs like the visitor forms: MUI's TextField would put its Select,
 * Menu and Popover into every public page's bundle.
 */
function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigateTo = useNavigateTo();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  function showResult(result: LoginResult) {
    if (result.ok) {
      navigateTo(safeRedirect(searchParams.get('redirect')), { replace: true });
      return;
    }
    setNotice(null);
    setError(result.message);
    setFieldErrors(result.fieldErrors ?? {});
  }

  function showMessage(message: string, tone: 'info' | 'error') {
    setError(tone === 'error' ? message : null);
    setNotice(tone === 'info' ? message : null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const result = await login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setSubmitting(false);
    showResult(result);
  }

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.7rem', mb: 1 }}>
        Anmeldung für Mitarbeitende
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Melden Sie sich an, um Angebote, Team und Inhalte zu pflegen.
      </Typography>
      {notice && (
        <Box role="status" sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.sand' }}>
          {notice}
        </Box>
      )}
      {error && (
        <Box role="alert" sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main', bgcolor: '#fdf1f3', color: 'error.main', fontWeight: 600 }}>
          {error}
        </Box>
      )}
      <Box component="form" onSubmit={submit} noValidate method="post" sx={{ display: 'grid', gap: 2.5 }}>
        <FieldFrame id="login-email" label="E-Mail-Adresse" required error={fieldErrors.email}>
          <TextInput
            id="login-email"
            ref={emailInput}
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={describedBy('login-email', undefined, fieldErrors.email)}
          />
        </FieldFrame>
        <FieldFrame id="login-password" label="Passwort" required error={fieldErrors.password}>
          <Box sx={{ position: 'relative' }}>
            <TextInput
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={describedBy('login-password', undefined, fieldErrors.password)}
              style={{ paddingRight: 56 }}
            />
            <Box
              component="button"
              type="button"
              aria-label={showPassword ? 'Passwort verbergen' : 'Passwort anzeigen'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
              sx={{
                position: 'absolute',
                right: 4,
                top: '50%',
                transform: 'translateY(-50%)',
                width: 44,
                height: 44,
                display: 'grid',
                placeItems: 'center',
                border: 0,
                borderRadius: '50%',
                bgcolor: 'transparent',
                color: 'text.secondary',
                cursor: 'pointer',
                '&:hover': { bgcolor: 'rgba(35,33,27,0.06)' },
                '&:focus-visible': focusRing,
              }}
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </Box>
          </Box>
        </FieldFrame>
        <ActionButton type="submit" size="large" fullWidth disabled={submitting} sx={{ mt: 1 }}>
          {submitting ? 'Anmeldung läuft …' : 'Anmelden'}
        </ActionButton>
      </Box>
      {clientBackendMode() === 'firebase' && (
        <FirebaseSignInOptions
          emailInput={emailInput}
          onResult={showResult}
          onMessage={showMessage}
        />
      )}
    </>
  );
}

export default LoginPage;
