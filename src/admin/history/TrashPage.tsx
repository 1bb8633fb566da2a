import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { TRASH_DAYS } from '../../shared/history/changes';
import type { TrashItem } from '../../shared/history/historySource';
import { findResource } from '../../shared/resources/registry';
import { formatHistoryTime } from '../../shared/format/fieldFormat';
import { useHistorySource } from './historyContext';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysLeft = (item: TrashItem, now: number) => Math.max(0, Math.ceil((item.expiresAt - now) / DAY_MS));

/** /dashboard/papierkorb: deleted records of every resource, restorable for 30 days. */
export function TrashPage() {
  const source = useHistorySource();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: items, error, isPending } = useQuery({ queryKey: ['trash'], queryFn: () => source.trash() });
  const restore = useMutation({
    mutationFn: (item: TrashItem) => source.restoreFromTrash(item.resource, item.recordId),
    onSuccess: (_result, item) => {
      notify(`„${item.title}“ wurde wiederhergestellt.`, { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['trash'] });
      void queryClient.invalidateQueries({ queryKey: [item.resource] });
    },
    onError: (cause) => notify(cause.message, { type: 'error' }),
  });
  const now = Date.now();

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="Papierkorb" />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
        Papierkorb
      </Typography>
      <Typography color="text.secondary">
        Gelöschte Einträge bleiben {TRASH_DAYS} Tage hier und lassen sich so lange wiederherstellen; danach werden sie endgültig gelöscht.
      </Typography>
      {error && <Typography color="error">{error.message}</Typography>}
      {!isPending && items?.length === 0 && <Typography color="text.secondary">Der Papierkorb ist leer.</Typography>}
      {items && items.length > 0 && (
        <Card variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Gelöschte Einträge">
              <TableHead>
                <TableRow>
                  <TableCell>Art</TableCell>
                  <TableCell>Titel</TableCell>
                  <TableCell>Gelöscht von</TableCell>
                  <TableCell>Gelöscht am</TableCell>
                  <TableCell align="right">Verbleibende Tage</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={`${item.resource}/${item.recordId}`}>
                    <TableCell>{findResource(item.resource)?.label.one ?? item.resource}</TableCell>
                    {/* Wide enough for words: on a phone the table scrolls sideways in its container rather than breaking every letter. */}
                    <TableCell sx={{ minWidth: 160, overflowWrap: 'break-word' }}>{item.title}</TableCell>
                    <TableCell>{item.deletedBy.name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatHistoryTime(item.deletedAt)}</TableCell>
                    <TableCell align="right">{daysLeft(item, now)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" variant="outlined" disabled={restore.isPending} onClick={() => restore.mutate(item)}>
                        Wiederherstellen
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
    </Box>
  );
}
