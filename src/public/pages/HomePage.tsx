import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../shared/brand/brand';
import { routePath } from '../../shared/routes/routeTable';
import type { PageModule } from './pageModule';

function HomePage() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(160deg, #f6f3ea 0%, #ebe4cc 55%, #c7bc8f 100%)',
        py: { xs: 8, md: 14 },
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'primary.dark', letterSpacing: 3 }}>
          Immobilienmakler in Köln
        </Typography>
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.4rem' }, maxWidth: 760 }}>
          {brand.tagline}
        </Typography>
        <Typography sx={{ mt: 3, maxWidth: 620, fontSize: '1.15rem', color: 'text.secondary' }}>
          Wir verkaufen und vermieten Wohnungen, Häuser und Neubauprojekte in allen Kölner Veedeln – persönlich,
          transparent und mit einer Bewertung, auf die Sie sich verlassen können.
        </Typography>
        <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={routePath('angebote')} variant="contained" size="large" color="inherit"
            sx={{ bgcolor: 'text.primary', color: '#fff', '&:hover': { bgcolor: '#000' } }}>
            Aktuelle Angebote ansehen
          </Button>
          <Button component={RouterLink} to={routePath('kontakt')} variant="outlined" size="large" color="inherit">
            Kostenlose Bewertung anfragen
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

export const homePage: PageModule = {
  Component: HomePage,
  meta: () => ({ description: brand.description }),
};
