import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../shared/brand/brand';
import { Logo } from '../../shared/brand/Logo';
import { contactNavItem, legalNavigation, mainNavigation } from './navigation';

const linkSx = { color: '#e9e4d2', textDecoration: 'none', '&:hover': { color: '#fff', textDecoration: 'underline' } };

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#23211b', color: '#e9e4d2', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <Box>
            <Logo height={44} inverted />
            <Typography sx={{ mt: 2, maxWidth: 380, color: '#d6d0bb' }}>{brand.tagline}.</Typography>
          </Box>
          <Box component="nav" aria-label="Seitenübersicht">
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, color: '#fff' }}>
              Übersicht
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {[...mainNavigation, contactNavItem].map((item) => (
                <li key={item.to}>
                  <Box component={RouterLink} to={item.to} sx={linkSx}>
                    {item.label}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
          <Box component="nav" aria-label="Rechtliches">
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, color: '#fff' }}>
              Rechtliches
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {legalNavigation.map((item) => (
                <li key={item.to}>
                  <Box component={RouterLink} to={item.to} sx={linkSx}>
                    {item.label}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)', color: '#bdb7a3' }}>
          © {new Date().getFullYear()} {brand.name}
        </Typography>
      </Container>
    </Box>
  );
}
