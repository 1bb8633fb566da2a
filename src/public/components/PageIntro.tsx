import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading band that opens every inner page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <Box component="header" sx={{ bgcolor: 'background.sand', borderBottom: 1, borderColor: 'divider', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        {eyebrow && (
          <Typography variant="overline" component="p" sx={{ color: 'primary.dark', letterSpacing: 2 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
          {title}
        </Typography>
        {children && (
          <Typography component="div" sx={{ mt: 2, maxWidth: 720, color: 'text.secondary', fontSize: '1.1rem' }}>
            {children}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
