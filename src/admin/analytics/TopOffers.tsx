import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VisitorSummary } from '../../shared/analytics/summary';
import { offerPath } from '../../shared/resources/propertyScopes';
import { conversion, count } from './visitorStatsFormat';

/** The most viewed offers with the inquiries each brought, and the quota of the two. */
export function TopOffers({ offers }: { offers: VisitorSummary['topOffers'] }) {
  if (offers.length === 0) return <Typography color="text.secondary">Noch kein Exposé wurde aufgerufen oder angefragt.</Typography>;
  return (
    <Table size="small" aria-label="Meistgesehene Angebote mit Anfragen">
      <TableHead>
        <TableRow>
          <TableCell>Angebot</TableCell>
          <TableCell align="right">Aufrufe</TableCell>
          <TableCell align="right">Anfragen</TableCell>
          <TableCell align="right">Quote</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {offers.map((offer) => (
          <TableRow key={offer.id} data-testid="top-offer">
            <TableCell>
              {offer.title ? (
                <Link href={offerPath(offer.id)} target="_blank" rel="noopener">
                  {offer.title}
                </Link>
              ) : (
                <Typography component="span" color="text.secondary">
                  Gelöschtes Angebot
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{count(offer.views)}</TableCell>
            <TableCell align="right">{count(offer.inquiries)}</TableCell>
            <TableCell align="right">{conversion(offer.views, offer.inquiries)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
