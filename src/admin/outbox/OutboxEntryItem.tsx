import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath } from 'react-admin';
import { mailKindLabels, type OutboxEntry } from '../../shared/mail/outbox';
import { formatDateTime } from '../../shared/format/fieldFormat';
import { OutboxStatusChip } from './OutboxStatusChip';

interface OutboxEntryItemProps {
  entry: OutboxEntry;
  onPreview: (entry: OutboxEntry) => void;
  onResend: (entry: OutboxEntry) => void;
  resending: boolean;
}

function stateLine(entry: OutboxEntry): string {
  const attempts = `${entry.attempts} ${entry.attempts === 1 ? 'Versuch' : 'Versuche'}`;
  if (entry.status === 'sent') return `Gesendet am ${formatDateTime(entry.sentAt ?? entry.lastAttemptAt ?? entry.createdAt)} · ${attempts}`;
  if (entry.status === 'failed') return `Aufgegeben nach ${attempts}`;
  return entry.nextAttemptAt && entry.attempts > 0 ? `${attempts} · nächster Versuch ${formatDateTime(entry.nextAttemptAt)}` : attempts;
}

/** One mail: subject, recipient, kind, times, state with the reason of a failure, and what staff can do with it. */
export function OutboxEntryItem({ entry, onPreview, onResend, resending }: OutboxEntryItemProps) {
  const createPath = useCreatePath();
  return (
    <ListItem divider sx={{ display: 'grid', gap: 0.5, px: 0, alignItems: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <OutboxStatusChip status={entry.status} />
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.subject}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        An {entry.toName ? `${entry.toName} <${entry.to}>` : entry.to} · {mailKindLabels[entry.kind]} · erstellt am{' '}
        {formatDateTime(entry.createdAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {stateLine(entry)}
      </Typography>
      {entry.lastError && (
        <Typography variant="body2" color={entry.status === 'failed' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {entry.status === 'failed' ? 'Grund' : 'Letzter Fehler'}: {entry.lastError}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => onPreview(entry)}>
          Ansehen
        </Button>
        {entry.status === 'failed' && entry.kind !== 'password-reset' && (
          <Button size="small" variant="outlined" disabled={resending} onClick={() => onResend(entry)}>
            Erneut senden
          </Button>
        )}
        {entry.related?.collection === 'inquiries' && (
          <Button size="small" component={Link} to={createPath({ resource: 'inquiries', id: entry.related.id, type: 'show' })}>
            Zur Anfrage
          </Button>
        )}
      </Box>
    </ListItem>
  );
}
