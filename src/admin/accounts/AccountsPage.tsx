import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import type { AccountEntry } from '../../shared/auth/accounts';
import { ROLE_LABELS, type Role } from '../../shared/auth/rolePolicy';
import { AccountItem } from './AccountItem';
import { useAccountSource } from './accountSourceContext';
import { InviteForm } from './InviteForm';

const date = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Dashboard page "Zugänge" (admins only, both backends): the accounts, inviting, roles, deactivating (embedded) and removing. */
export function AccountsPage() {
  const source = useAccountSource();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AccountEntry | null>(null);
  const [resetting, setResetting] = useState<AccountEntry | null>(null);
  const accounts = useQuery({
    queryKey: ['accounts'],
    queryFn: () => source.list(),
  });
  const invitations = useQuery({
    queryKey: ['accounts', 'invitations'],
    queryFn: () => source.invitations(),
  });
  const action = useMutation({
    mutationFn: ({ run }: { run: () => Promise<unknown>; done: string }) => run(),
    onSuccess: (_result, { done }) => notify(done, { type: 'info' }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
  const run = (work: () => Promise<unknown>, done: string) => action.mutateAsync({ run: work, done }).catch(() => undefined);

  const invite = (email: string, role: Role) =>
    run(() => source.invite(email, role), `Die Einladung an ${email} ist im Postausgang und wird gesendet.`).then(() => undefined);

  return (
    <Stack spacing={3} sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title="Zugänge" />
      <Typography variant="h2" component="h1" sx={{ fontSize: '1.6rem' }}>
        Zugänge
      </Typography>
      <Typography color="text.secondary">
        Administratoren dürfen alles, auch Zugänge, Agenturdaten, Portale und E-Mail. Die Redaktion pflegt Inhalte und beantwortet Anfragen.
      </Typography>
      <InviteForm onInvite={invite} pending={action.isPending} />
      <Card variant="outlined" component="section" aria-labelledby="accounts-heading">
        <CardContent>
          <Typography id="accounts-heading" variant="h3" component="h2" sx={{ fontSize: '1.2rem' }}>
            Zugänge ({accounts.data?.length ?? '…'})
          </Typography>
          {accounts.error && <Alert severity="error">{accounts.error.message}</Alert>}
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {accounts.data?.map((account) => (
              <AccountItem
                key={account.id}
                account={account}
                pending={action.isPending}
                onRole={(role) => run(() => source.setRole(account.id, role), `${account.email} hat jetzt die Rolle ${ROLE_LABELS[role]}.`)}
                onActive={
                  source.setActive &&
                  ((active) =>
                    run(
                      () => source.setActive!(account.id, active),
                      active ? `${account.email} ist wieder aktiv.` : `${account.email} ist deaktiviert; alle Sitzungen sind beendet.`,
                    ))
                }
                deleteLabel={source.removal.action}
                onDelete={() => setDeleting(account)}
                onResetSecondFactor={source.resetSecondFactor && (() => setResetting(account))}
              />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="invitations-heading">
        <CardContent>
          <Typography id="invitations-heading" variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            Offene Einladungen
          </Typography>
          {invitations.data?.length === 0 && <Typography color="text.secondary">Keine offenen Einladungen.</Typography>}
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {invitations.data?.map((invitation) => (
              <Stack
                component="li"
                key={invitation.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {invitation.email} · {ROLE_LABELS[invitation.role]} · gültig bis {date.format(new Date(invitation.expiresAt))}
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={action.isPending}
                  onClick={() => run(() => source.withdraw(invitation.id), `Die Einladung an ${invitation.email} ist zurückgezogen.`)}
                >
                  Zurückziehen
                </Button>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Confirm
        isOpen={deleting !== null}
        title={source.removal.title(deleting?.email ?? '')}
        content={source.removal.explanation}
        confirm={source.removal.action}
        cancel="Abbrechen"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const account = deleting!;
          setDeleting(null);
          void run(() => source.remove(account.id), source.removal.done(account.email));
        }}
      />
      <Confirm
        isOpen={resetting !== null}
        title={`Zweiten Faktor von ${resetting?.email ?? ''} zurücksetzen?`}
        content="Tun Sie das nur, wenn die Person ihr Telefon oder ihre Authenticator-App verloren hat und Sie sicher wissen, dass sie es ist, die darum bittet. Die App und die Wiederherstellungscodes gelten dann nicht mehr, alle Sitzungen des Zugangs werden beendet, und die Anmeldung gelingt wieder mit dem Passwort allein. Die Person richtet die Zwei-Faktor-Anmeldung danach unter „Mein Zugang“ neu ein; ist sie für Administratoren verpflichtend, verlangt das Dashboard das bei der nächsten Anmeldung."
        confirm="Zurücksetzen"
        cancel="Abbrechen"
        onClose={() => setResetting(null)}
        onConfirm={() => {
          const account = resetting!;
          setResetting(null);
          void run(
            () => source.resetSecondFactor!(account.id),
            `Der zweite Faktor von ${account.email} ist entfernt; alle Sitzungen des Zugangs sind beendet.`,
          );
        }}
      />
    </Stack>
  );
}
