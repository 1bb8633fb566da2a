import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { alertFrequencies, alertStatusLabels, type AlertSummary } from '../../shared/search/searchAlert';
import { formatDateTime } from '../../shared/format/fieldFormat';
import { visuallyHidden } from '../builder/visuallyHidden';

interface SearchAlertListProps {
  entries: AlertSummary[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onDelete: (alert: AlertSummary) => void;
}

const frequencyOf = (alert: AlertSummary) => alertFrequencies.find((choice) => choice.id === alert.frequency)?.name;

function DeleteButton({ alert, onDelete }: { alert: AlertSummary; onDelete: (alert: AlertSummary) => void }) {
  return (
    <Button color="error" size="small" onClick={() => onDelete(alert)} aria-label={`Suchauftrag von ${alert.email} löschen`}>
      Löschen
    </Button>
  );
}

/** On a phone each request is one summary (a seven-column table would scroll the page sideways). */
function PhoneList({ entries, onDelete }: Pick<SearchAlertListProps, 'entries' | 'onDelete'>) {
  return (
    <List aria-label="Suchaufträge" disablePadding>
      {entries.map((alert) => (
        <ListItem key={alert.id} divider sx={{ display: 'grid', gap: 0.5, px: 0, alignItems: 'start' }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {alert.email}
            {alert.name && ` · ${alert.name}`}
          </Typography>
          <Typography variant="body2">{alert.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {alertStatusLabels[alert.status]} · {frequencyOf(alert)} · angelegt am {formatDateTime(alert.createdAt)} · {alert.announced}{' '}
            gemeldet
          </Typography>
          <Box>
            <DeleteButton alert={alert} onDelete={onDelete} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

function WideTable({ entries, onDelete }: Pick<SearchAlertListProps, 'entries' | 'onDelete'>) {
  return (
    <Table size="small" aria-label="Suchaufträge">
      <TableHead>
        <TableRow>
          <TableCell>E-Mail</TableCell>
          <TableCell>Suche</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Häufigkeit</TableCell>
          <TableCell>Angelegt</TableCell>
          <TableCell align="right">Gemeldet</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Aktionen
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((alert) => (
          <TableRow key={alert.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {alert.email}
              {alert.name && (
                <Typography variant="body2" color="text.secondary">
                  {alert.name}
                </Typography>
              )}
            </TableCell>
            <TableCell>{alert.description}</TableCell>
            <TableCell>{alertStatusLabels[alert.status]}</TableCell>
            <TableCell>{frequencyOf(alert)}</TableCell>
            <TableCell>{formatDateTime(alert.createdAt)}</TableCell>
            <TableCell align="right">{alert.announced}</TableCell>
            <TableCell>
              <DeleteButton alert={alert} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The search requests of one page, as a table on wide screens and as summaries on a phone, with the page switcher. */
export function SearchAlertList({ entries, total, page, perPage, onPage, onDelete }: SearchAlertListProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Box sx={{ minWidth: 0 }}>
      {narrow ? <PhoneList entries={entries} onDelete={onDelete} /> : <WideTable entries={entries} onDelete={onDelete} />}
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[perPage]}
        onPageChange={(_event, next) => onPage(next)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} von ${count}`}
        sx={{ '& .MuiToolbar-root': { flexWrap: 'wrap', px: 0 } }}
      />
    </Box>
  );
}
