import Box from '../ui/Box';
import Container from '../ui/Container';
import Typography from '../ui/Typography';
import type { ReactNode } from 'react';
import { eyebrowSx } from '../ui/styles';

interface SectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Sand background to set the section apart from its neighbours. */
  tone?: 'white' | 'sand';
  /** Right of the heading on wide screens, e.g. "Alle Angebote". */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled band of a page; its heading names the landmark for screen readers. */
export function Section({ id, title, eyebrow, intro, tone = 'white', action, children }: SectionProps) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ bgcolor: tone === 'sand' ? 'background.sand' : 'background.paper', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: { md: 'flex-end' }, justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: { xs: 3, md: 4 } }}>
          <Box sx={{ maxWidth: 720 }}>
            {eyebrow && (
              <Typography component="p" sx={{ ...eyebrowSx, mb: 1 }}>
                {eyebrow}
              </Typography>
            )}
            <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: { xs: '1.65rem', md: '2.1rem' } }}>
              {title}
            </Typography>
            {intro && (
              <Typography component="div" sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.075rem' }}>
                {intro}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
