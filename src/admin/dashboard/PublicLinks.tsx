import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { routePath, type RouteName } from '../../shared/routes/routeTable';
import { OverviewPanel } from './OverviewPanel';

const pages: { name: RouteName; label: string }[] = [
  { name: 'index', label: 'Startseite' },
  { name: 'angebote', label: 'Angebote' },
  { name: 'referenzen', label: 'Referenzen' },
  { name: 'unser-team', label: 'Unser Team' },
  { name: 'kontakt', label: 'Kontakt' },
  { name: 'impressum', label: 'Impressum' },
];

/** The website as visitors see it, in a new tab so the dashboard stays open. */
export function PublicLinks() {
  return (
    <OverviewPanel title="Ihre Website">
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
        {pages.map((page) => (
          <li key={page.name}>
            <Link
              href={routePath(page.name)}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {page.label}
              <OpenInNew sx={{ fontSize: '1rem' }} titleAccess="öffnet in neuem Tab" />
            </Link>
          </li>
        ))}
      </Stack>
    </OverviewPanel>
  );
}
