import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useGetIdentity, useNotify } from 'react-admin';
import { useDashboardPath } from '../layout/useDashboardPath';
import { useOutboxSource } from './outboxContext';

/** In the agency settings: proof that mail goes out, sent to the signed-in member of staff. */
export function TestMailCard() {
  const source = useOutboxSource();
  const page = useDashboardPath();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const send = useMutation({
    mutationFn: () => source.sendTest(),
    onSuccess: () => {
      notify('Die Testnachricht ist im Postausgang und wird gesendet.', { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['outbox'] });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="test-mail" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="test-mail" variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          E-Mail-Versand testen
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Sendet eine Testnachricht an {identity?.id ? String(identity.id) : 'Ihre Adresse'}. Ob sie hinausging, sehen Sie im{' '}
          <Link to={page('postausgang')}>Postausgang</Link>.
        </Typography>
        <Button variant="outlined" onClick={() => send.mutate()} disabled={send.isPending}>
          Testnachricht senden
        </Button>
      </CardContent>
    </Card>
  );
}
