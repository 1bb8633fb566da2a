import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { proofFrom, type Proof } from './accountApi';

interface ProofFormProps {
  action: string;
  busy: boolean;
  error: Error | null;
  onSubmit: (proof: Proof) => void;
  onCancel: () => void;
}

/** Before turning two factors off or replacing the recovery codes: the password or a current code from the app. */
export function ProofForm({ action, busy, error, onSubmit, onCancel }: ProofFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(proofFrom(String(new FormData(event.currentTarget).get('proof') ?? '')));
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ mt: 2, maxWidth: 420 }}>
      <TextField name="proof" type="password" label="Passwort oder Code aus der App" autoComplete="current-password" required autoFocus />
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
