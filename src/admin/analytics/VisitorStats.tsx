import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { VisitorSummary } from '../../shared/analytics/summary';
import { fetchVisitorSummary } from './fetchVisitorSummary';
import { PageViewChart } from './PageViewChart';
import { TopOffers } from './TopOffers';
import { count, deviceLabels, filterLabels } from './visitorStatsFormat';

const firebaseMode = import.meta.env.VITE_BACKEND === 'firebase';

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Box sx={{ p: 1.5, bgcolor: 'background.sand', borderRadius: 1 }}>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.1 }}>
        {count(value)}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
      {note && (
        <Typography color="text.secondary" sx={{ fontSize: '0.8rem' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

function SmallList({ title, rows, empty }: { title: string; rows: { label: string; value: number }[]; empty: string }) {
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 2,
            rowGap: 0.25,
            '& dd': { m: 0, textAlign: 'right' },
          }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Box>
              <dd>{count(row.value)}</dd>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Figures({ summary }: { summary: VisitorSummary }) {
  const { totals } = summary;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        <Figure label="Seitenaufrufe" value={totals.pageViews} />
        <Figure label="Exposé-Aufrufe" value={totals.offerViews} />
        <Figure label="Anfragen" value={totals.inquiries} note={`davon ${count(totals.trackedInquiries)} mit Einwilligung gezählt`} />
        <Figure label="Filter genutzt" value={totals.filterUses} />
      </Box>
      <Box component="section" aria-label="Seitenaufrufe pro Tag">
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Seitenaufrufe pro Tag
        </Typography>
        <PageViewChart days={summary.days} />
      </Box>
      <Box component="section" aria-label="Meistgesehene Angebote">
        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          Meistgesehene Angebote und Anfragen
        </Typography>
        <TopOffers offers={summary.topOffers} />
        <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mt: 1 }}>
          Aufrufe zählen nur Besucherinnen und Besucher, die der Statistik zugestimmt haben; Anfragen zählen alle eingegangenen. Die Quote
          (Anfragen je Aufruf) fällt daher eher zu hoch aus.
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <SmallList
          title="Herkunft"
          rows={summary.referrers.map((row) => ({ label: row.host, value: row.pageViews }))}
          empty="Keine verweisenden Websites (direkte Aufrufe zählen hier nicht)."
        />
        <SmallList
          title="Geräte"
          rows={summary.devices
            .filter((row) => row.pageViews > 0)
            .map((row) => ({ label: deviceLabels[row.device], value: row.pageViews }))}
          empty="Noch keine Angaben."
        />
        <SmallList
          title="Genutzte Filter"
          rows={summary.filters.map((row) => ({ label: filterLabels[row.filter], value: row.uses }))}
          empty="Noch keine Suche mit Filtern."
        />
      </Box>
    </Box>
  );
}

function EmptyState() {
  return (
    <Box sx={{ p: 2, bgcolor: 'background.sand', borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>Noch keine Besucherdaten</Typography>
      <Typography color="text.secondary">
        Gezählt werden nur Besucherinnen und Besucher, die im Hinweis zur Statistik auf „Akzeptieren“ geklickt haben. Sobald jemand die
        Website mit Einwilligung besucht, erscheinen hier Seitenaufrufe, die meistgesehenen Angebote und die Anfragen dazu.
      </Typography>
    </Box>
  );
}

const hasData = (summary: VisitorSummary) => summary.totals.pageViews > 0 || summary.totals.offerViews > 0 || summary.topOffers.length > 0;

function Panel({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="visitor-stats">
      <CardContent>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.2rem' }}>
          Besucherstatistik
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Die letzten 30 Tage
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function EmbeddedStats({ days }: { days: number }) {
  const query = useQuery({
    queryKey: ['visitor-summary', days],
    queryFn: ({ signal }) => fetchVisitorSummary(days, signal),
    staleTime: 60_000,
    retry: 1,
  });
  if (query.isPending) return <Typography role="status">Die Besucherzahlen werden geladen …</Typography>;
  if (query.isError) {
    return (
      <Box role="alert">
        <Typography sx={{ mb: 1 }}>Die Besucherstatistik konnte nicht geladen werden.</Typography>
        <Button variant="outlined" onClick={() => void query.refetch()}>
          Erneut versuchen
        </Button>
      </Box>
    );
  }
  return hasData(query.data) ? <Figures summary={query.data} /> : <EmptyState />;
}

/**
 * Visitor statistics for the dashboard's overview: page views per day, the most viewed offers with
 * their inquiries, where visitors come from. Self-contained: it asks the embedded server's
 * /api/analytics/summary itself. In Firebase mode the figures live in Google Analytics instead.
 */
export function VisitorStats({ days = 30 }: { days?: number }) {
  return (
    <Panel>
      {firebaseMode ? (
        <Typography>
          Im Firebase-Betrieb erfasst Google Analytics for Firebase die Besucherzahlen (nur mit Einwilligung). Sie finden sie in der
          Firebase-Konsole unter „Analytics“.
        </Typography>
      ) : (
        <EmbeddedStats days={days} />
      )}
    </Panel>
  );
}
