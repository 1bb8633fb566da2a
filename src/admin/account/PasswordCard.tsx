import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { accountApi, SESSIONS_KEY } from './accountApi';

/** The embedded server's password change: the current password is required, and every other session ends. */
export function PasswordCard() {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => accountApi.changePassword(current, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { current: String(data.get('currentPassword') ?? ''), next: String(data.get('newPassword') ?? '') },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Passwort ändern
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Mindestens 10 Zeichen. Alle anderen Sitzungen werden danach beendet; dieses Gerät bleibt angemeldet.
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 420 }}>
          <TextField name="currentPassword" type="password" label="Bisheriges Passwort" autoComplete="current-password" required />
          <TextField name="newPassword" type="password" label="Neues Passwort" autoComplete="new-password" required />
          {change.error && <Alert severity="error">{change.error.message}</Alert>}
          {change.isSuccess && <Alert severity="success">Ihr Passwort wurde geändert. Andere Geräte sind abgemeldet.</Alert>}
          <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
            Passwort ändern
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
