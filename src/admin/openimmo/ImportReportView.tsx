import Alert from '@mui/material/Alert';
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
import type { ImportReport, ListingReport, Outcome } from '../../shared/openimmo/openimmoApi';
import { ToneChip, type Tone } from '../layout/ToneChip';

const OUTCOME_TONE: Record<Outcome, Tone> = { angelegt: 'success', aktualisiert: 'success', gelöscht: 'default', übersprungen: 'warning' };

const OutcomeChip = ({ outcome }: { outcome: Outcome }) => <ToneChip tone={OUTCOME_TONE[outcome]} label={outcome} />;
const hints = (listing: ListingReport) => [listing.reason, ...listing.warnings].filter(Boolean).join(' ');

/** The import's report: a line per listing, as a table on wide screens and as summaries on a phone. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const heading = report.dryRun ? 'Ergebnis des Probelaufs (nichts gespeichert)' : 'Ergebnis des Imports';
  return (
    <Box sx={{ mt: 3 }} aria-live="polite">
      <Typography variant="subtitle1" component="h3" id="openimmo-report">
        {heading}
      </Typography>
      {report.warnings.map((warning) => (
        <Alert key={warning} severity="info" sx={{ mt: 1 }}>
          {warning}
        </Alert>
      ))}
      {narrow ? (
        <Stack
          component="ul"
          aria-labelledby="openimmo-report"
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {report.listings.map((listing, index) => (
            <Box component="li" key={`${listing.objectNumber}-${index}`} sx={{ py: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {listing.objectNumber}
                </Typography>
                <OutcomeChip outcome={listing.outcome} />
              </Stack>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{listing.title}</Typography>
              {hints(listing) && <Typography variant="body2">{hints(listing)}</Typography>}
            </Box>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-labelledby="openimmo-report">
          <TableHead>
            <TableRow>
              <TableCell>Objektnummer</TableCell>
              <TableCell>Titel</TableCell>
              <TableCell>Ergebnis</TableCell>
              <TableCell>Hinweise</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.listings.map((listing, index) => (
              <TableRow key={`${listing.objectNumber}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{listing.objectNumber}</TableCell>
                <TableCell>{listing.title}</TableCell>
                <TableCell>
                  <OutcomeChip outcome={listing.outcome} />
                </TableCell>
                <TableCell>{hints(listing)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
