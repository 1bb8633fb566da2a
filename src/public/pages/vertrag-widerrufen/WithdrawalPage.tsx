import { useActionData } from 'react-router';
import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import { crumbs } from '../../breadcrumbs/crumbs';
import { useAgency } from '../../data/agency';
import { PageIntro } from '../../layouts/PageIntro';
import { cardSx } from '../../ui/styles';
import { WithdrawalForm } from '../../withdrawal/WithdrawalForm';
import { WithdrawalReceipt } from '../../withdrawal/WithdrawalReceipt';
import type { WithdrawalOutcome } from '../../../shared/withdrawal/withdrawal';

/** A short line without a full stop is one of the notice's headings ("Widerrufsrecht", "Folgen des Widerrufs"). */
const isHeading = (line: string) => line.length <= 60 && !/[.:)]$/.test(line.trim());

/** "Vertrag widerrufen": the statement form (or its receipt), the other ways to withdraw, and the agency's notice. */
function WithdrawalPage() {
  const posted = useActionData() as WithdrawalOutcome | undefined;
  const agency = useAgency();
  return (
    <>
      <PageIntro title="Vertrag widerrufen" crumbs={[crumbs.withdrawal]}>
        Sie haben mit uns über die Website einen Maklervertrag geschlossen, etwa mit einer Exposé-Anfrage oder einem Besichtigungswunsch? Hier
        widerrufen Sie ihn online. Sie erhalten sofort eine Eingangsbestätigung per E-Mail.
      </PageIntro>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1.7fr 1fr' }, alignItems: 'start' }}>
        {posted?.kind === 'received' ? <WithdrawalReceipt receipt={posted} /> : <WithdrawalForm posted={posted} />}
        <Box component="aside" aria-labelledby="widerruf-andere-wege" sx={{ ...cardSx, p: { xs: 2.5, md: 3 }, bgcolor: 'background.sand' }}>
          <Typography id="widerruf-andere-wege" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            Andere Wege
          </Typography>
          <Typography sx={{ mb: 1.5 }}>Sie können Ihren Widerruf auch per E-Mail oder Brief erklären, zum Beispiel mit dem Muster-Widerrufsformular.</Typography>
          {agency && (
            <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6 }}>
              {agency.companyName}
              <br />
              {agency.street}
              <br />
              {agency.postcode} {agency.city}
              <br />
              <Box component="a" href={`mailto:${agency.email}`} sx={{ color: 'primary.dark' }}>
                {agency.email}
              </Box>
            </Box>
          )}
        </Box>
      </Container>
      {agency?.withdrawalNotice && (
        <Container maxWidth="md" component="section" aria-labelledby="widerrufsbelehrung" sx={{ pb: { xs: 5, md: 8 } }}>
          <Typography id="widerrufsbelehrung" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 1.5 }}>
            Widerrufsbelehrung
          </Typography>
          <Box sx={{ color: 'text.secondary', lineHeight: 1.7, '& p': { mt: 0, mb: 1.5 } }}>
            {agency.withdrawalNotice
              .split(/\r?\n/)
              .filter((line) => line.trim())
              .map((line, index) =>
                isHeading(line) ? (
                  <Typography key={index} component="h3" sx={{ fontWeight: 700, color: 'text.primary', mt: 2.5, mb: 1 }}>
                    {line}
                  </Typography>
                ) : (
                  <p key={index}>{line}</p>
                ),
              )}
          </Box>
        </Container>
      )}
    </>
  );
}

export default WithdrawalPage;
