import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { staffJson } from '../../shared/auth/staffFetch';
import { mailDate } from '../../shared/mail/mailDate';
import type { RetentionPeriods, RetentionRun } from '../../shared/privacy/retention';
import { backendStaffFetch } from '../providers/backendStaffFetch';
import { OverviewPanel } from './OverviewPanel';

interface RetentionState {
  periods: RetentionPeriods;
  lastRun: RetentionRun | null;
}

const deleted = ({ counts }: RetentionRun) => {
  const parts = [
    [counts.inquiries, 'Anfrage', 'Anfragen'],
    [counts.valuations, 'Bewertungsanfrage', 'Bewertungsanfragen'],
    [counts.mails, 'E-Mail', 'E-Mails'],
  ] as const;
  const named = parts
    .filter(([count]) => count > 0)
    .map(([count, one, other]) => `${count.toLocaleString('de-DE')} ${count === 1 ? one : other}`);
  return named.length ? `gelöscht: ${named.join(', ')}` : 'nichts war abgelaufen';
};

/**
 * The daily retention run (docs/privacy.md): when it last ran and what it deleted, with the periods in force, so staff
 * see that the privacy page's promise is kept. The periods are changed in the Agenturdaten, section "Datenschutz".
 */
export function RetentionPanel() {
  const { data, error } = useQuery({
    queryKey: ['retention'],
    queryFn: async () => (await staffJson<RetentionState>(backendStaffFetch, '/api/retention')).body,
  });
  return (
    <OverviewPanel title="Aufbewahrung">
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <>
          <Typography>
            {data.lastRun
              ? `Letzter Löschlauf: ${mailDate(new Date(data.lastRun.at))}, ${deleted(data.lastRun)}.`
              : 'Der tägliche Löschlauf hat noch nicht stattgefunden.'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Anfragen werden {data.periods.retentionInquiryMonths} Monate nach dem letzten Kontakt gelöscht, Bewertungsanfragen nach{' '}
            {data.periods.retentionValuationMonths} Monaten, E-Mails im Postausgang nach {data.periods.retentionMailDays} Tagen. Die Fristen
            ändern Sie in den Agenturdaten unter „Datenschutz“.
          </Typography>
        </>
      )}
    </OverviewPanel>
  );
}
