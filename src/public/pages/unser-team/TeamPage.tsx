import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import type { TeamRecord } from '../../../shared/resources/team';
import { routePath } from '../../../shared/routes/routeTable';
import { deferredCallToAction } from '../../deferred/deferredSections';
import { PageIntro } from '../../layouts/PageIntro';
import { TeamCard } from '../../team/TeamCard';
import { usePublicList } from '../../data/usePublicData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { teamParams } from '../../data/pageQueries';


function TeamPage() {
  const team = usePublicList<TeamRecord>('team', teamParams).data;
  return (
    <>
      <PageIntro title="Unser Team" crumbs={[crumbs.team]}>
        Lernen Sie die Menschen kennen, die Ihre Immobilie in Köln mit Sorgfalt und Erfahrung vermitteln. Rufen Sie uns direkt an oder
        schreiben Sie eine E-Mail.
      </PageIntro>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {team.length === 0 ? (
          <Typography>Unser Team stellt sich hier in Kürze vor.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {team.map((member, index) => (
              <TeamCard key={member.id} member={member} withBio headingLevel="h2" priority={index === 0} />
            ))}
          </Box>
        )}
      </Container>
      <deferredCallToAction.Part
        id="team-cta"
        title="Wir freuen uns auf Ihre Nachricht"
        text="Sagen Sie uns, worum es geht – wir verbinden Sie mit der passenden Ansprechperson."
        action={{ label: 'Kontakt aufnehmen', to: routePath('kontakt') }}
      />
    </>
  );
}

export default TeamPage;
