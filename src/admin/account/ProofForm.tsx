import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { proofFrom, type Proof } from './accountApi';

interface ProofFormProps {
  action: string;
  /** Only the password proves it (setting two factors up, new recovery codes); otherwise a current code from the app does too. */
  passwordOnly?: boolean;
  busy: boolean;
  error: Error | null;
  onSubmit: (proof: Proof) => void;
  onCancel: () => void;
}

/** Before a change to the second factor: the password, or for turning it off also a current code from the app. */
export function ProofForm({ action, passwordOnly = false, busy, error, onSubmit, onCancel }: ProofFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entered = String(new FormData(event.currentTarget).get('proof') ?? '');
    onSubmit(passwordOnly ? { password: entered } : proofFrom(entered));
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ mt: 2, maxWidth: 420 }}>
      <TextField
        name="proof"
        type="password"
        label={passwordOnly ? 'Ihr Passwort' : 'Passwort oder Code aus der App'}
        helperText={passwordOnly ? 'Zur Sicherheit: Bestätigen Sie die Änderung mit Ihrem Passwort.' : undefined}
        autoComplete="current-password"
        required
        autoFocus
      />
      {error && <Alert severity="error">{error.message}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {action}
        </Button>
        <Button onClick={onCancel}>Abbrechen</Button>
      </Stack>
    </Stack>
  );
}
