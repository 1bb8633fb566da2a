import Box from '../ui/Box';
import Container from '../ui/Container';
import type { ReactNode } from 'react';

/** Long legal texts: readable line length, clear headings, generous spacing. */
export function LegalText({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
      <Box
        sx={{
          fontSize: '1.02rem',
          lineHeight: 1.7,
          '& h2': { fontFamily: 'h2.fontFamily', fontWeight: 600, fontSize: { xs: '1.4rem', md: '1.6rem' }, mt: 5, mb: 1.5, '&:first-of-type': { mt: 0 } },
          '& h3': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
          '& p': { mt: 0, mb: 1.5 },
          '& ul': { pl: 3, mt: 0, mb: 1.5 },
          '& a': { color: 'primary.dark', textUnderlineOffset: '3px' },
          '& address': { fontStyle: 'normal', mb: 1.5 },
          '& dl': { m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(180px, 260px) minmax(0, 1fr)' }, columnGap: 3, rowGap: 0.5 },
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
        }}
      >
        {children}
      </Box>
    </Container>
  );
}

/** Multi-line settings (authority addresses, for example) keep their line breaks. */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </>
  );
}
