import { useEffect, useState, type FormEvent } from 'react';
import { acceptInvitation, checkInvitation } from './invitationApi';
import { ActionButton } from '../../ui/Action';
import { describedBy, FieldFrame, TextInput } from '../../forms/FormControls';
import Box from '../../ui/Box';
import { LoginAlert } from './LoginAlert';
import Typography from '../../ui/Typography';

interface InvitationFormProps {
  token: string;
  /** Back to the sign-in form, with a message for it. */
  onDone: (message: string, tone: 'info' | 'error') => void;
}

type State =
  | { step: 'checking' }
  | {
      step: 'ready';
      email: string;
      roleLabel: string;
      errors?: Record<string, string>;
    }
  | { step: 'invalid'; message: string };

/** The page an invitation link opens: whether the link still works, then name and password for the new account. */
export function InvitationForm({ token, onDone }: InvitationFormProps) {
  const [state, setState] = useState<State>({ step: 'checking' });
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    void checkInvitation(token).then(
      (result) =>
        current &&
        setState(
          result.ok
            ? {
                step: 'ready',
                email: result.email,
                roleLabel: result.roleLabel,
              }
            : { step: 'invalid', message: result.message },
        ),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step !== 'ready') return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    const result = await acceptInvitation(token, String(form.get('name') ?? ''), String(form.get('password') ?? ''));
    setSubmitting(false);
    if (result.ok) onDone(result.message, 'info');
    else if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) setState({ ...state, errors: result.fieldErrors });
    else setState({ step: 'invalid', message: result.message });
  }

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.7rem', mb: 1 }}>
        Zugang einrichten
      </Typography>
      {state.step === 'checking' && <Typography color="text.secondary">Die Einladung wird geprüft …</Typography>}
      {state.step === 'invalid' && (
        <>
          <LoginAlert>{state.message}</LoginAlert>
          <ActionButton variant="outlined" onClick={() => onDone('', 'info')}>
            Zur Anmeldung
          </ActionButton>
        </>
      )}
      {state.step === 'ready' && (
        <Box component="form" onSubmit={submit} noValidate method="post" sx={{ display: 'grid', gap: 2.5 }}>
          <Typography color="text.secondary">
            Sie wurden als {state.roleLabel} für {state.email} eingeladen. Geben Sie Ihren Namen ein und wählen Sie ein Passwort mit mindestens 10
            Zeichen.
          </Typography>
          <FieldFrame id="invitation-name" label="Ihr Name" required error={state.errors?.name}>
            <TextInput
              id="invitation-name"
              name="name"
              autoComplete="name"
              required
              aria-invalid={state.errors?.name ? true : undefined}
              aria-describedby={describedBy('invitation-name', undefined, state.errors?.name)}
            />
          </FieldFrame>
          <FieldFrame id="invitation-password" label="Passwort" required error={state.errors?.password}>
            <TextInput
              id="invitation-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={10}
              aria-invalid={state.errors?.password ? true : undefined}
              aria-describedby={describedBy('invitation-password', undefined, state.errors?.password)}
            />
          </FieldFrame>
          <ActionButton type="submit" size="large" fullWidth disabled={submitting}>
            {submitting ? 'Wird gespeichert …' : 'Zugang einrichten'}
          </ActionButton>
        </Box>
      )}
    </>
  );
}
