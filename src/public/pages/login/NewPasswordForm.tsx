import { useEffect, useState, type FormEvent } from 'react';
import { checkResetLink, setNewPassword } from './passwordResetApi';
import { ActionButton } from '../../ui/Action';
import { describedBy, FieldFrame, TextInput } from '../../forms/FormControls';
import Box from '../../ui/Box';
import { LoginAlert } from './LoginAlert';
import Typography from '../../ui/Typography';

interface NewPasswordFormProps {
  token: string;
  /** Back to the sign-in form, with a message for it. */
  onDone: (message: string, tone: 'info' | 'error') => void;
}

type State = { step: 'checking' } | { step: 'ready'; error?: string; fieldError?: string } | { step: 'invalid'; message: string };

/** The page a reset link opens: first whether the link still works, then the new password. */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const [state, setState] = useState<State>({ step: 'checking' });
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    void checkResetLink(token).then((result) => current && setState(result.ok ? { step: 'ready' } : { step: 'invalid', message: result.message }));
    return () => {
      current = false;
    };
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setSubmitting(true);
    const result = await setNewPassword(token, password);
    setSubmitting(false);
    if (result.ok) onDone(result.message, 'info');
    else if (result.fieldErrors?.password) setState({ step: 'ready', fieldError: result.fieldErrors.password });
    else setState({ step: 'invalid', message: result.message });
  }

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.7rem', mb: 1 }}>
        Neues Passwort vergeben
      </Typography>
      {state.step === 'checking' && <Typography color="text.secondary">Der Link wird geprüft …</Typography>}
      {state.step === 'invalid' && (
        <>
          <LoginAlert>{state.message}</LoginAlert>
          <ActionButton variant="outlined" onClick={() => onDone('Geben Sie Ihre E-Mail-Adresse ein und wählen Sie „Passwort vergessen?“.', 'info')}>
            Zur Anmeldung
          </ActionButton>
        </>
      )}
      {state.step === 'ready' && (
        <Box component="form" onSubmit={submit} noValidate method="post" sx={{ display: 'grid', gap: 2.5 }}>
          <Typography color="text.secondary">
            Wählen Sie ein Passwort mit mindestens 10 Zeichen. Danach sind Sie auf allen Geräten abgemeldet.
          </Typography>
          <FieldFrame id="reset-password" label="Neues Passwort" required error={state.fieldError}>
            <TextInput
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={10}
              aria-invalid={state.fieldError ? true : undefined}
              aria-describedby={describedBy('reset-password', undefined, state.fieldError)}
            />
          </FieldFrame>
          <ActionButton type="submit" size="large" fullWidth disabled={submitting}>
            {submitting ? 'Wird gespeichert …' : 'Passwort speichern'}
          </ActionButton>
        </Box>
      )}
    </>
  );
}
