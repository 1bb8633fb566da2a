import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { accountApi, type Enrolment } from './accountApi';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan (or type) the secret, then confirm with the app's first code; the answer is the recovery codes. */
export function EnrolmentSteps({ enrolment, onConfirmed }: { enrolment: Enrolment; onConfirmed: (recoveryCodes: string[]) => void }) {
  const confirm = useMutation({ mutationFn: accountApi.confirmEnrolment, onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(String(new FormData(event.currentTarget).get('code') ?? ''));
  }

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2, alignItems: { md: 'flex-start' } }}>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR-Code für Ihre Authenticator-App"
        sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          1. Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, FreeOTP). Auf diesem
          Gerät können Sie den <Link href={enrolment.uri}>Zugang direkt in der App öffnen</Link>.
        </Typography>
        <Typography variant="body2">Oder geben Sie diesen Schlüssel in der App von Hand ein:</Typography>
        <Box
          component="code"
          data-testid="totp-secret"
          sx={{ fontSize: '1rem', wordBreak: 'break-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
        >
          {grouped(enrolment.secret)}
        </Box>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 320 }}>
          <Typography variant="body2">2. Geben Sie den sechsstelligen Code ein, den die App jetzt anzeigt.</Typography>
          <TextField
            name="code"
            label="Code aus der App"
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          {confirm.error && <Alert severity="error">{confirm.error.message}</Alert>}
          <Button type="submit" variant="contained" disabled={confirm.isPending} sx={{ alignSelf: 'flex-start' }}>
            Einrichtung abschließen
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
