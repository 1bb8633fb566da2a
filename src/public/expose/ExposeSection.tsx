import Box from '../ui/Box';
import Typography from '../ui/Typography';
import type { ReactNode } from 'react';

/** One titled part of an exposé ("Eckdaten", "Energieausweis" …). */
export function ExposeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-titel`} sx={{ py: { xs: 3.5, md: 4.5 }, borderTop: 1, borderColor: 'divider', breakInside: 'avoid-page' }}>
      <Typography id={`${id}-titel`} variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Staff-written rich text, already sanitised, with readable line length and spacing. */
export function RichText({ html }: { html: string }) {
  return (
    <Box
      sx={{ maxWidth: 720, fontSize: '1.05rem', lineHeight: 1.7, '& p': { mt: 0, mb: 2 }, '& h3, & h4': { fontFamily: 'h3.fontFamily', mt: 3, mb: 1 }, '& ul, & ol': { pl: 3 }, '& a': { color: 'primary.dark' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
