import Box from '../../ui/Box';
import { Icon } from '../../ui/Icon';
import Typography from '../../ui/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { LoginResult } from '../../../shared/auth/loginResult';
import { login } from '../../../shared/auth/staffAuthApi';
import { clientBackendMode } from '../../../shared/firebase/backendMode';
import { FirebaseSignInOptions } from './FirebaseSignInOptions';
import { ForgotPasswordButton } from './ForgotPasswordButton';
import { NewPasswordForm } from './NewPasswordForm';
import { SecondFactorForm } from './SecondFactorForm';
import { useResetToken } from './useResetToken';
import { InvitationForm } from './InvitationForm';
import { FirebaseInvitationForm } from './FirebaseInvitationForm';
import { invitationTokenFromHash } from './invitationApi';
import { sameSitePath } from '../../navigation/safeUrl';
import { useNavigateTo } from '../../navigation/useNavigateTo';
import { DASHBOARD_BASE } from '../../../shared/routes/routeTable';
import { ActionButton } from '../../ui/Action';
import { focusRing } from '../../ui/styles';
import { LoginAlert } from './LoginAlert';
import { describedBy, FieldFrame, TextInput } from '../../forms/FormControls';

/** Material Design icon paths (Apache License 2.0). */
const visibilityIcon =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const visibilityOffIcon =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/**
 * Only paths of this site, judged as the browser reads them: a crafted ?redirect= (`//evil.example`, `/\evil.example`)
 * must neither send staff elsewhere nor leave them on the sign-in page; it leads to the dashboard.
 */
const safeRedirect = (target: string | null) => (target && sameSitePath(target, window.location.origin)) || DASHBOARD_BASE;

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
  const [resetToken, clearResetToken] = useResetToken();
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [invitationToken, clearInvitationToken] = useResetToken(invitationTokenFromHash);

  function showResult(result: LoginResult) {
    if (result.ok) {
      navigateTo(safeRedirect(searchParams.get('redirect')), { replace: true });
      return;
    }
    if (result.pendingToken) {
      setPendingToken(result.pendingToken);
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

  if (invitationToken && clientBackendMode() === 'firebase') {
    return (
      <FirebaseInvitationForm
        token={invitationToken}
        onSignedIn={(result) => {
          clearInvitationToken();
          showResult(result);
        }}
        onCancel={() => {
          clearInvitationToken();
          showMessage('', 'info');
        }}
      />
    );
  }

  if (invitationToken) {
    return (
      <InvitationForm
        token={invitationToken}
        onDone={(message, tone) => {
          clearInvitationToken();
          showMessage(message, tone);
        }}
      />
    );
  }

  if (resetToken && clientBackendMode() !== 'firebase') {
    return (
      <NewPasswordForm
        token={resetToken}
        onDone={(message, tone) => {
          clearResetToken();
          showMessage(message, tone);
        }}
      />
    );
  }

  if (pendingToken) {
    return (
      <SecondFactorForm
        pendingToken={pendingToken}
        onResult={showResult}
        onCancel={() => {
          setPendingToken(null);
          setError(null);
        }}
      />
    );
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
        <Box
          role="status"
          sx={{
            mb: 2,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.sand',
          }}
        >
          {notice}
        </Box>
      )}
      {error && (
        <LoginAlert>{error}</LoginAlert>
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
              {showPassword ? <Icon path={visibilityOffIcon} /> : <Icon path={visibilityIcon} />}
            </Box>
          </Box>
        </FieldFrame>
        <ActionButton type="submit" size="large" fullWidth disabled={submitting} sx={{ mt: 1 }}>
          {submitting ? 'Anmeldung läuft …' : 'Anmelden'}
        </ActionButton>
      </Box>
      {clientBackendMode() === 'firebase' ? (
        <FirebaseSignInOptions emailInput={emailInput} onResult={showResult} onMessage={showMessage} />
      ) : (
        <Box sx={{ display: 'grid' }}>
          <ForgotPasswordButton emailInput={emailInput} onMessage={showMessage} />
        </Box>
      )}
    </>
  );
}

export default LoginPage;
