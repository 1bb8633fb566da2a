import { useEffect, useRef } from 'react';
import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { cardSx } from '../ui/styles';
import type { WithdrawalOutcome } from '../../shared/withdrawal/withdrawal';

type Received = Extract<WithdrawalOutcome, { kind: 'received' }>;

/** What the visitor sees once the statement is stored: when it arrived, what it said, where the confirmation went. */
export function WithdrawalReceipt({ receipt }: { receipt: Received }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { statement } = receipt;
  return (
    <Box role="status" sx={{ ...cardSx, p: { xs: 2.5, md: 4 }, display: 'grid', gap: 2, borderTop: 6, borderColor: 'success.main' }}>
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, outline: 'none' }}>
        Ihr Widerruf ist eingegangen
      </Typography>
      <Typography>
        Wir haben Ihren Widerruf am <strong>{receipt.receivedAt}</strong> erhalten.{' '}
        {receipt.confirmationSent
          ? `Die Eingangsbestätigung mit dem Inhalt Ihrer Erklärung haben wir an ${statement.email} gesendet.`
          : 'Die Eingangsbestätigung mit dem Inhalt Ihrer Erklärung senden wir Ihnen gesondert.'}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.5, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}>
        <dt>Erklärung</dt>
        <dd>Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.</dd>
        <dt>Vertrag</dt>
        <dd>{statement.contract}</dd>
        <dt>Name</dt>
        <dd>{statement.name}</dd>
        <dt>E-Mail-Adresse</dt>
        <dd>{statement.email}</dd>
      </Box>
    </Box>
  );
}
