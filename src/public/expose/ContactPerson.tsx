import Box from '../ui/Box';
import Typography from '../ui/Typography';
import type { SettingsRecord } from '../../shared/resources/settings';
import type { TeamRecord } from '../../shared/resources/team';
import { ResponsiveImage } from '../images/ResponsiveImage';
import { textLinkSx } from '../ui/styles';
import { telHref } from '../data/agency';
import { ActionAnchor } from '../ui/Action';
import { BreakableEmail } from '../ui/BreakableEmail';

/** The listing's agent with photo, phone and e-mail; the agency's own numbers when none is named. */
export function ContactPerson({ member, agency }: { member: TeamRecord | null; agency: SettingsRecord | null }) {
  const phone = member?.phone ?? agency?.phone;
  const email = member?.email ?? agency?.email;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {member?.photo && (
        <Box sx={{ width: 88, flexShrink: 0, borderRadius: '50%', overflow: 'hidden' }}>
          <ResponsiveImage image={member.photo} sizes="88px" ratio="1 / 1" alt={member.photo.alt || `Porträt von ${member.name}`} />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {member?.name ?? 'Ihr Rheinkontor-Team'}
        </Typography>
        {member?.role && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {member.role}
          </Typography>
        )}
        <Box sx={{ mt: 1, display: 'grid', gap: 0.25, fontSize: '0.95rem' }}>
          {phone && (
            <Box component="a" href={telHref(phone)} sx={textLinkSx}>
              Tel. {phone}
            </Box>
          )}
          {email && (
            <Box component="a" href={`mailto:${email}`} sx={textLinkSx}>
              <BreakableEmail email={email} />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** A call button for phones: one tap to the agent. */
export function CallButton({ phone }: { phone: string }) {
  return (
    <ActionAnchor href={telHref(phone)} variant="outlined" fullWidth sx={{ py: 1.25 }}>
      Anrufen: {phone}
    </ActionAnchor>
  );
}
