import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, SESSIONS_KEY } from './accountApi';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/** The account's active sessions (device, last use), with a way to end any but this one. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: accountApi.sessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const endOne = useMutation({ mutationFn: accountApi.endSession, onSettled: refresh });
  const endOthers = useMutation({ mutationFn: accountApi.endOtherSessions, onSettled: refresh });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const error = sessions.error ?? endOne.error ?? endOthers.error;

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Angemeldete Geräte
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Hier sind Sie zurzeit angemeldet. Beenden Sie Sitzungen, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        )}
        <List aria-label="Angemeldete Geräte">
          {(sessions.data ?? []).map((session) => (
            <ListItem
              key={session.id}
              divider
              secondaryAction={
                session.current ? undefined : (
                  <Button
                    size="small"
                    color="error"
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate(session.id)}
                    aria-label={`Sitzung ${session.device} beenden`}
                  >
                    Beenden
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{session.device}</span>
                    {session.current && <Chip size="small" color="primary" label="diese Sitzung" />}
                  </Stack>
                }
                secondary={`Zuletzt aktiv: ${dateTime.format(new Date(session.lastUsedAt))} · angemeldet: ${dateTime.format(new Date(session.createdAt))}`}
              />
            </ListItem>
          ))}
        </List>
        <Button variant="outlined" color="error" disabled={others === 0 || endOthers.isPending} onClick={() => endOthers.mutate()}>
          Alle anderen Sitzungen beenden
        </Button>
      </CardContent>
    </Card>
  );
}
