import Box from '../../ui/Box';
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
import { LoginAlert } from './LoginAlert';
import { PasswordInput } from './PasswordInput';
import { describedBy, FieldFrame, TextInput } from '../../forms/FormControls';

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
        <Box role="status" sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.sand' }}>
          {notice}
        </Box>
      )}
      {error && <LoginAlert>{error}</LoginAlert>}
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
          <PasswordInput id="login-password" autoComplete="current-password" error={fieldErrors.password} />
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
