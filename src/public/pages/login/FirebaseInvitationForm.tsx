import { useState, type FormEvent } from 'react';
import type { LoginResult } from '../../../shared/auth/loginResult';
import { MIN_PASSWORD_LENGTH } from '../../../shared/auth/passwordRules';
import { NETWORK_ERROR } from '../../../shared/http/sendJson';
import { loadFirebase } from '../../../shared/firebase/browser/lazy';
import { describedBy, FieldFrame, TextInput } from '../../forms/FormControls';
import { ActionButton } from '../../ui/Action';
import Box from '../../ui/Box';
import Typography from '../../ui/Typography';
import { LoginAlert } from './LoginAlert';

interface FirebaseInvitationFormProps {
  token: string;
  /** Signed in as staff: on into the dashboard. */
  onSignedIn: (result: LoginResult) => void;
  /** Back to the sign-in form. */
  onCancel: () => void;
}

/**
 * Firebase mode's page for an invitation link. Nobody may read an invitation before signing in with its address, so
 * the form asks for the address too; then the account is created (or signed in) and entered as staff
 * (src/shared/firebase/browser/firestoreInvitationAcceptance.ts).
 */
export function FirebaseInvitationForm({ token, onSignedIn, onCancel }: FirebaseInvitationFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = (field: string) => String(form.get(field) ?? '');
    setSubmitting(true);
    setError(null);
    let result: LoginResult;
    try {
      result = await (await loadFirebase()).acceptInvitation({ token, email: answer('email'), name: answer('name'), password: answer('password') });
    } catch {
      result = { ok: false, message: NETWORK_ERROR };
    }
    setSubmitting(false);
    if (result.ok) {
      onSignedIn(result);
      return;
    }
    setErrors(result.fieldErrors ?? {});
    setError(result.message);
  }

  const field = (id: string, name: string) => ({
    id,
    name,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(id, undefined, errors[name]),
  });

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.7rem', mb: 1 }}>
        Zugang einrichten
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Geben Sie die E-Mail-Adresse ein, an die Ihre Einladung ging, dazu Ihren Namen und ein Passwort mit mindestens {MIN_PASSWORD_LENGTH} Zeichen.
        Haben Sie mit dieser Adresse schon ein Konto, geben Sie dessen Passwort ein.
      </Typography>
      {error && <LoginAlert>{error}</LoginAlert>}
      <Box component="form" onSubmit={submit} noValidate method="post" sx={{ display: 'grid', gap: 2.5 }}>
        <FieldFrame id="invitation-email" label="E-Mail-Adresse" required error={errors.email}>
          <TextInput {...field('invitation-email', 'email')} type="email" autoComplete="username" />
        </FieldFrame>
        <FieldFrame id="invitation-name" label="Ihr Name" required error={errors.name}>
          <TextInput {...field('invitation-name', 'name')} autoComplete="name" />
        </FieldFrame>
        <FieldFrame id="invitation-password" label="Passwort" required error={errors.password}>
          <TextInput {...field('invitation-password', 'password')} type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} />
        </FieldFrame>
        <ActionButton type="submit" size="large" fullWidth disabled={submitting}>
          {submitting ? 'Wird eingerichtet …' : 'Zugang einrichten'}
        </ActionButton>
        <ActionButton variant="outlined" onClick={onCancel}>
          Zur Anmeldung
        </ActionButton>
      </Box>
    </>
  );
}
