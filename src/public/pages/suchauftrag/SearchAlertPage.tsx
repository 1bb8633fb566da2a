import { useEffect, useState } from 'react';
import Box from '../../ui/Box';
import Typography from '../../ui/Typography';
import { ActionLink } from '../../ui/Action';
import { routePath } from '../../../shared/routes/routeTable';
import { confirmAlert } from '../../searchAlerts/alertApi';
import { ManageAlert } from '../../searchAlerts/ManageAlert';
import { Notice } from '../../searchAlerts/Notice';
import { useAlertLink } from '../../searchAlerts/useAlertLink';

/** A confirmation link: used once on opening (the page, not the mail's GET, confirms, so a link scanner does not). */
function Confirm({ token }: { token: string }) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    let current = true;
    void confirmAlert(token).then((result) => current && setAnswer(result));
    return () => {
      current = false;
    };
  }, [token]);
  if (!answer) return <Typography color="text.secondary">Ihr Suchauftrag wird bestätigt …</Typography>;
  return <Notice tone={answer.ok ? 'info' : 'error'}>{answer.message}</Notice>;
}

/**
 * /suchauftrag: where the links of a search request's mails lead – confirm it, change it, or unsubscribe – with the
 * token in the fragment. No account: the link is the key.
 */
function SearchAlertPage() {
  const link = useAlertLink();
  const title = link?.action === 'bestaetigen' ? 'Suchauftrag bestätigen' : link?.action === 'abmelden' ? 'Vom Suchauftrag abmelden' : 'Ihr Suchauftrag';
  return (
    <Box sx={{ width: '100%', maxWidth: 760, mx: 'auto', py: { xs: 4, md: 6 }, px: 2, boxSizing: 'border-box' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' }, mb: 3 }}>
        {title}
      </Typography>
      {link === undefined && <Typography color="text.secondary">Einen Moment …</Typography>}
      {link === null && (
        <Notice tone="error">Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus unserer E-Mail vollständig, oder legen Sie auf der Angebotsseite einen Suchauftrag an.</Notice>
      )}
      {link?.action === 'bestaetigen' && <Confirm token={link.token} />}
      {(link?.action === 'verwalten' || link?.action === 'abmelden') && <ManageAlert token={link.token} unsubscribe={link.action === 'abmelden'} />}
      <Box sx={{ mt: 4 }}>
        <ActionLink to={routePath('angebote')} variant="outlined">
          Zu den Angeboten
        </ActionLink>
      </Box>
    </Box>
  );
}

export default SearchAlertPage;
