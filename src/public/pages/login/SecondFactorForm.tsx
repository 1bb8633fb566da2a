import { useState, type FormEvent } from 'react';
import type { LoginResult } from '../../../shared/auth/loginResult';
import { secondFactorLogin } from '../../../shared/auth/staffAuthApi';
import { describedBy, FieldFrame, TextInput } from '../../forms/FormControls';
import { ActionButton } from '../../ui/Action';
import Box from '../../ui/Box';
import Typography from '../../ui/Typography';

interface SecondFactorFormProps {
  /** From the first step: proves the password, opens only this step, for a few minutes. */
  pendingToken: string;
  onResult: (result: LoginResult) => void;
  /** Back to e-mail and password (the token expired, or someone else wants to sign in). */
  onCancel: () => void;
}

/** The second step of a sign-in with two factors (embedded mode): the app's six-digit code, or a recovery code. */
export function SecondFactorForm({ pendingToken, onResult, onCancel }: SecondFactorFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get('code') ?? '');
    setSubmitting(true);
    const result = await secondFactorLogin(pendingToken, code);
    setSubmitting(false);
    if (result.ok) return onResult(result);
    setError(result.fieldErrors?.code ?? result.message);
    form.reset();
  }

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.7rem', mb: 1 }}>
        Bestätigungscode
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein. Ohne Ihr Telefon können Sie einen Ihrer Wiederherstellungscodes verwenden.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate method="post" sx={{ display: 'grid', gap: 2.5 }}>
        <FieldFrame id="login-code" label="Code" required error={error ?? undefined}>
          <TextInput
            id="login-code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            required
            maxLength={64}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('login-code', undefined, error ?? undefined)}
          />
        </FieldFrame>
        <ActionButton type="submit" size="large" fullWidth disabled={submitting}>
          {submitting ? 'Wird geprüft …' : 'Bestätigen'}
        </ActionButton>
        <ActionButton type="button" variant="outlined" fullWidth onClick={onCancel}>
          Zurück zur Anmeldung
        </ActionButton>
      </Box>
    </>
  );
}
