import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-admin';
import { useDashboardPath } from '../layout/useDashboardPath';
import { useOutboxSource } from './outboxContext';

export const SETUP_QUERY_KEY = ['outbox', 'setup'];

/** The example address and server names are long unbroken words: they wrap instead of widening a phone's page. */
const wrapping = { overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } } as const;

/**
 * Says plainly when mail does not go out and how that is changed, and when mails failed. In the overview it stays
 * silent while all is well; the Postausgang (`always`) also says where mail goes.
 */
export function MailSetupNotice({ always = false }: { always?: boolean }) {
  const source = useOutboxSource();
  const page = useDashboardPath();
  const { data: setup } = useQuery({ queryKey: SETUP_QUERY_KEY, queryFn: () => source.setup(), refetchInterval: 30_000 });
  if (!setup) return null;
  const { pending, failed } = setup.counts;
  const toOutbox = always ? null : <Link to={page('postausgang')}>Zum Postausgang</Link>;
  return (
    <>
      {!setup.configured && (
        <Alert severity="warning" role="status" sx={wrapping}>
          <strong>E-Mails werden noch nicht versendet.</strong> {pending === 1 ? 'Eine E-Mail wartet' : `${pending} E-Mails warten`} im
          Postausgang; es geht nichts verloren. Zum Einrichten trägt Ihre IT die Zugangsdaten Ihres Mailservers als Umgebungsvariable{' '}
          <code>SMTP_URL</code> ein (zum Beispiel <code>smtp://benutzer:passwort@mail.example.de:587</code>) und startet den Server neu; die
          wartenden E-Mails gehen dann von selbst hinaus. Im Firebase-Modus ist dafür die Erweiterung „Trigger Email from Firestore“ zu
          installieren (siehe docs/mail.md). {toOutbox}
        </Alert>
      )}
      {failed > 0 && (
        <Alert severity="error" role="status" sx={wrapping}>
          <strong>{failed === 1 ? 'Eine E-Mail konnte' : `${failed} E-Mails konnten`} nicht zugestellt werden.</strong> Im Postausgang sehen
          Sie den Grund und können sie erneut senden. {toOutbox}
        </Alert>
      )}
      {always && setup.configured && failed === 0 && (
        <Alert severity="success" role="status" sx={wrapping}>
          Der E-Mail-Versand ist eingerichtet{setup.server ? ` (${setup.server})` : ''}.
        </Alert>
      )}
    </>
  );
}
