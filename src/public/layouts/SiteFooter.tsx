import Box from '../ui/Box';
import Container from '../ui/Container';
import Typography from '../ui/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../shared/brand/brand';
import { Logo } from '../brand/Logo';
import { noPrint } from '../ui/styles';
import { ConsentSettingsButton } from '../consent/ConsentSettingsButton';
import { openingHourLines, telHref, useAgency } from '../data/agency';
import { companyLabel } from '../../shared/brand/companyLabel';
import { contactNavItem, legalNavigation, mainNavigation, withSubItems } from './navigation';
import { BreakableEmail } from '../ui/BreakableEmail';

const linkSx = {
  color: '#ece7d6',
  textDecoration: 'none',
  '&:hover': { color: '#fff', textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
};

function Column({ title, label, children }: { title: string; label?: string; children: ReactNode }) {
  return (
    // Staff's texts may hold long unbroken words; they wrap instead of widening a phone's page.
    <Box component={label ? 'nav' : 'div'} aria-label={label} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, color: '#fff', fontSize: '1rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 } as const;

/** Contact data, opening hours and the legal links, on every visitor page. */
export function SiteFooter() {
  const agency = useAgency();
  const hours = openingHourLines(agency);
  return (
    <Box component="footer" sx={{ bgcolor: '#23211b', color: '#ece7d6', mt: 'auto', pt: { xs: 6, md: 8 }, pb: 4, ...noPrint }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: '1.5fr 1.1fr 1fr 1fr' } }}>
          <Box>
            <Logo height={44} inverted />
            <Typography sx={{ mt: 2, maxWidth: 340, color: '#d9d3bf' }}>{brand.tagline}.</Typography>
          </Box>
          <Column title="Kontakt">
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.75 }}>
              <span>{companyLabel(agency, brand.name)}</span>
              {agency && (
                <span>
                  {agency.street}
                  <br />
                  {agency.postcode} {agency.city}
                </span>
              )}
              {agency?.phone && (
                <Box component="a" href={telHref(agency.phone)} sx={linkSx}>
                  Tel. {agency.phone}
                </Box>
              )}
              {agency?.email && (
                <Box component="a" href={`mailto:${agency.email}`} sx={linkSx}>
                  <BreakableEmail email={agency.email} />
                </Box>
              )}
            </Box>
          </Column>
          <Column title="Öffnungszeiten">
            {hours.length > 0 ? (
              <Box component="ul" sx={listSx}>
                {hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            ) : (
              <Typography>Termine nach Vereinbarung</Typography>
            )}
          </Column>
          <Column title="Übersicht" label="Seitenübersicht">
            <Box component="ul" sx={listSx}>
              {withSubItems([...mainNavigation, contactNavItem]).map((item) => (
                <li key={item.to}>
                  <Box component={RouterLink} to={item.to} sx={linkSx}>
                    {item.label}
                  </Box>
                </li>
              ))}
            </Box>
          </Column>
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.18)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            color: '#c9c3ae',
            fontSize: '0.9rem',
          }}
        >
          <span>
            © {new Date().getFullYear()} {companyLabel(agency, brand.name)}
          </span>
          <Box component="nav" aria-label="Rechtliches">
            <Box component="ul" sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
              {legalNavigation.map((item) => (
                <li key={item.to}>
                  <Box component={RouterLink} to={item.to} sx={linkSx}>
                    {item.label}
                  </Box>
                </li>
              ))}
              <li>
                <ConsentSettingsButton sx={linkSx} />
              </li>
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
