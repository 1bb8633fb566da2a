import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TransferLogEntry } from '../../shared/openimmo/openimmoApi';
import { ToneChip } from '../layout/ToneChip';
import { formatDateTime } from '../../shared/format/fieldFormat';

const STATUS = { running: 'läuft', success: 'erfolgreich', failed: 'fehlgeschlagen' } as const;
const STATUS_COLOUR = { running: 'info', success: 'success', failed: 'error' } as const;
const dateTime = (ms: number) => formatDateTime(new Date(ms).toISOString());
const counts = (entry: TransferLogEntry) =>
  `${entry.listings} (neu/geändert ${entry.changes}, gelöscht ${entry.deletions}, Referenz ${entry.references})`;
const StatusChip = ({ entry }: { entry: TransferLogEntry }) => <ToneChip tone={STATUS_COLOUR[entry.status]} label={STATUS[entry.status]} />;

/** The transfer log, newest first: a table on wide screens, summaries on a phone. */
export function TransferLog({ transfers }: { transfers: readonly TransferLogEntry[] | undefined }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" id="openimmo-log">
        Übertragungsprotokoll
      </Typography>
      {transfers?.length === 0 && <Typography variant="body2">Noch keine Übertragung.</Typography>}
      {Boolean(transfers?.length) &&
        (narrow ? (
          <Stack
            component="ul"
            aria-labelledby="openimmo-log"
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {transfers!.map((entry) => (
              <Box component="li" key={entry.id} sx={{ py: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 500 }}>{`${entry.portalName} · ${entry.umfang}`}</Typography>
                  <StatusChip entry={entry} />
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`${dateTime(entry.startedAt)} · ${entry.reason}`}</Typography>
                <Typography variant="body2">{`Objekte: ${counts(entry)}`}</Typography>
                {entry.error && (
                  <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                    {entry.error}
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
        ) : (
          <Table size="small" aria-labelledby="openimmo-log">
            <TableHead>
              <TableRow>
                <TableCell>Zeit</TableCell>
                <TableCell>Portal</TableCell>
                <TableCell>Umfang</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Objekte</TableCell>
                <TableCell>Fehler des Servers</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transfers!.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(entry.startedAt)}</TableCell>
                  <TableCell>{entry.portalName}</TableCell>
                  <TableCell>{entry.umfang}</TableCell>
                  <TableCell>
                    <StatusChip entry={entry} />
                  </TableCell>
                  <TableCell>{counts(entry)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.error}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
    </Box>
  );
}
