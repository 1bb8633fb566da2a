import Box from '../ui/Box';
import Typography from '../ui/Typography';
import type { TeamRecord } from '../../shared/resources/team';
import { telHref } from '../data/agency';
import { ImagePlaceholder, ResponsiveImage } from '../images/ResponsiveImage';
import { cardSx, textLinkSx } from '../ui/styles';
import { BreakableEmail } from '../ui/BreakableEmail';

interface TeamCardProps {
  member: TeamRecord;
  /** The team page shows the short introduction; teasers leave it out. */
  withBio?: boolean;
  /** Phone and e-mail; teasers link to the team page instead. */
  withContact?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The first card of the team page is in view at once: its portrait loads first. */
  priority?: boolean;
}

export const PORTRAIT_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 23vw, (min-width: 600px) 45vw, 90vw';

/** A member of the team with portrait, role and direct contact. */
export function TeamCard({ member, withBio = false, withContact = true, headingLevel = 'h3', priority = false }: TeamCardProps) {
  return (
    <Box component="article" sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}>
      {member.photo ? (
        <ResponsiveImage image={member.photo} sizes={PORTRAIT_SIZES} ratio="4 / 5" priority={priority} alt={member.photo.alt || `Porträt von ${member.name}`} />
      ) : (
        <ImagePlaceholder ratio="4 / 5" label={`Porträt von ${member.name} folgt`} />
      )}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography component={headingLevel} sx={{ fontFamily: 'h3.fontFamily', fontWeight: 600, fontSize: '1.2rem' }}>
          {member.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {member.role}
        </Typography>
        {withBio && member.bio && <Typography sx={{ mt: 1.5, fontSize: '0.98rem' }}>{member.bio}</Typography>}
        {withContact && (member.phone || member.email) && (
          <Box sx={{ mt: 'auto', pt: 1.5, display: 'grid', gap: 0.5, fontSize: '0.95rem' }}>
            {member.phone && (
              <Box component="a" href={telHref(member.phone)} sx={textLinkSx}>
                <Box component="span" sx={{ color: 'text.secondary' }}>Tel. </Box>
                {member.phone}
              </Box>
            )}
            {member.email && (
              <Box component="a" href={`mailto:${member.email}`} sx={textLinkSx}>
                <BreakableEmail email={member.email} />
              </Box>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
