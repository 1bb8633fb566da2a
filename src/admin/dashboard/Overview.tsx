import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useCanAccess, useGetIdentity } from 'react-admin';
import { adminResources } from '../resources/adminResources';
import { CountCards } from './CountCards';
import { NewestInquiries } from './NewestInquiries';
import { OfferTodos } from './OfferTodos';
import { PublicLinks } from './PublicLinks';
import { RetentionPanel } from './RetentionPanel';
import { VisitorStats } from '../analytics/VisitorStats';
import { MailSetupNotice } from '../outbox/MailSetupNotice';

const counted = adminResources.filter((resource) => !resource.definition.singleton);

/** /dashboard: what there is, what came in, what needs doing, and the way to the website. */
export function Overview() {
  const { identity } = useGetIdentity();
  // Mail set-up is the admins' business (the role matrix); editors would only see a refusal.
  const mail = useCanAccess({ resource: 'mail', action: 'list' }).canAccess;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <Title title="Übersicht" />
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
          Guten Tag{identity?.fullName ? `, ${identity.fullName}` : ''}
        </Typography>
        <Typography color="text.secondary">Hier pflegen Sie Angebote, Team, Kundenstimmen und Kennzahlen Ihrer Website.</Typography>
      </Box>
      {mail && <MailSetupNotice />}
      <CountCards resources={counted} />
      <VisitorStats />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <NewestInquiries />
        <OfferTodos />
        <PublicLinks />
        <RetentionPanel />
      </Box>
    </Box>
  );
}
