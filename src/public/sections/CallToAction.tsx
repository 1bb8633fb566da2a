import Box from '../ui/Box';
import Container from '../ui/Container';
import Typography from '../ui/Typography';
import { colors } from '../../shared/theme/palette';
import { noPrint } from '../ui/styles';
import { ActionLink } from '../ui/Action';

interface CallToActionProps {
  id: string;
  title: string;
  text: string;
  action: { label: string; to: string };
  secondary?: { label: string; href: string };
}

/** The dark band that ends a page with one clear next step. */
export function CallToAction({ id, title, text, action, secondary }: CallToActionProps) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ bgcolor: colors.ink, color: '#fff', py: { xs: 6, md: 8 }, ...noPrint }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 3, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1.4fr 1fr' } }}>
        <Box>
          <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: { xs: '1.65rem', md: '2.1rem' }, color: '#fff' }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 1.5, color: '#e4dfcf', fontSize: '1.075rem', maxWidth: 620 }}>{text}</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: { md: 'flex-end' }, alignItems: 'center' }}>
          <ActionLink to={action.to} variant="contained" size="large" sx={{ px: 3.5, py: 1.5 }}>
            {action.label}
          </ActionLink>
          {secondary && (
            <Box component="a" href={secondary.href} sx={{ color: '#fff', fontWeight: 600, textUnderlineOffset: '4px', '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 } }}>
              {secondary.label}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
