import Box from '../ui/Box';
import Container from '../ui/Container';
import Typography from '../ui/Typography';
import type { ReactNode } from 'react';
import type { Crumb } from '../breadcrumbs/breadcrumbData';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { eyebrowSx } from '../ui/styles';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  /** The trail below the home page, ending with this page. */
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The heading band that opens every inner page. */
export function PageIntro({ eyebrow, title, crumbs, children }: PageIntroProps) {
  return (
    <Box sx={{ bgcolor: 'background.sand', borderBottom: 1, borderColor: 'divider', pt: { xs: 3, md: 4 }, pb: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        {crumbs && <Breadcrumbs crumbs={crumbs} />}
        {eyebrow && (
          <Typography component="p" sx={{ ...eyebrowSx, mt: crumbs ? 3 : 2, mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: 'clamp(1.65rem, 7.5vw, 2rem)', md: '2.75rem' }, hyphens: 'auto', overflowWrap: 'break-word', mt: eyebrow ? 0 : crumbs ? 3 : 2, maxWidth: 900 }}>
          {title}
        </Typography>
        {children && (
          <Typography component="div" sx={{ mt: 2, maxWidth: 720, color: 'text.secondary', fontSize: { xs: '1.05rem', md: '1.15rem' } }}>
            {children}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
