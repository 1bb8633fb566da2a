import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { districtsByBorough } from '../../shared/resources/choices/districts';
import { marketingTypes, objectTypes } from '../../shared/resources/choices/property';
import { alertStatusLabels, type AlertFilters, type AlertStatus, type AlertSummary } from '../../shared/search/searchAlert';
import { SearchAlertList } from './SearchAlertList';
import { useSearchAlertSource } from './searchAlertSourceContext';

const PAGE = 25;

type Option = { id: string; name: string; group?: string };

/** A request names Stadtteile or whole Stadtbezirke: the filter offers both, under each Bezirk's heading. */
const areaOptions: Option[] = districtsByBorough.flatMap((borough) => [
  { id: borough.id, name: `Ganzer ${borough.label}`, group: borough.label },
  ...borough.districts,
]);

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">Alle</MenuItem>
      {options.flatMap((option, index) => [
        ...(option.group && option.group !== options[index - 1]?.group
          ? [<ListSubheader key={option.group}>{option.group}</ListSubheader>]
          : []),
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>,
      ])}
    </TextField>
  );
}

/**
 * /dashboard/suchauftraege: the visitors' search requests with filters and counts, the CSV export, and deletion on a
 * subscriber's demand (DSGVO Art. 17: the request, its links and its mails go), from the embedded server or Firestore.
 */
export function SearchAlertsPage() {
  const source = useSearchAlertSource();
  const [filters, setFilters] = useState<AlertFilters>({});
  const [page, setPage] = useState(0);
  const [data, setData] = useState<{ entries: AlertSummary[]; total: number } | null>(null);
  const [counts, setCounts] = useState<Record<AlertStatus, number> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AlertSummary | null>(null);

  const load = useCallback(async () => {
    try {
      const [list, figures] = await Promise.all([source.list(filters, page * PAGE, PAGE), source.counts()]);
      setData(list);
      setCounts(figures);
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, [source, filters, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const filter = (key: keyof AlertFilters) => (value: string) => {
    setPage(0);
    setFilters((current) => ({ ...current, [key]: value || undefined }));
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await source.remove(deleting.id);
      setDeleting(null);
      await load();
    } catch (failure) {
      setError((failure as Error).message);
      setDeleting(null);
    }
  }

  // The embedded server answers the export itself (a link); in Firebase mode the browser makes the file.
  const csv = source.csv;
  async function download() {
    if (!('text' in csv)) return;
    try {
      downloadCSV(await csv.text(filters), 'suchauftraege');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    // minWidth 0: inside the layout's flex row the page may be narrower than its widest content.
    <Box sx={{ p: { xs: 1, md: 2 }, minWidth: 0, maxWidth: '100%', boxSizing: 'border-box' }}>
      <Title title="Suchaufträge" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Suchaufträge
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Gespeicherte Suchen von Interessenten. Sie erhalten neue passende Angebote per E-Mail, sobald sie den Auftrag bestätigt haben.
      </Typography>
      {counts && (
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Chip color="success" label={`${counts.aktiv} aktiv`} />
          <Chip label={`${counts.unbestaetigt} unbestätigt`} />
        </Box>
      )}
      <Box
        component="form"
        role="search"
        aria-label="Suchaufträge filtern"
        // A row of fields on a wide screen, one field per line on a phone (the dashboard theme makes fields full width).
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', alignItems: 'center', mb: 2 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          size="small"
          label="E-Mail enthält"
          value={filters.email ?? ''}
          onChange={(event) => filter('email')(event.target.value)}
        />
        <FilterSelect
          label="Status"
          value={filters.status ?? ''}
          options={Object.entries(alertStatusLabels).map(([id, name]) => ({ id, name }))}
          onChange={filter('status')}
        />
        <FilterSelect label="Vermarktung" value={filters.marketingType ?? ''} options={marketingTypes} onChange={filter('marketingType')} />
        <FilterSelect label="Objektart" value={filters.objectType ?? ''} options={objectTypes} onChange={filter('objectType')} />
        <FilterSelect label="Stadtteil" value={filters.district ?? ''} options={areaOptions} onChange={filter('district')} />
        <Button
          {...('href' in csv ? { href: csv.href(filters) } : { onClick: () => void download() })}
          startIcon={<Download />}
          variant="outlined"
          sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}
        >
          Als CSV exportieren
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {data && data.total === 0 && <Alert severity="info">Keine Suchaufträge zu diesen Filtern.</Alert>}
      {data && data.total > 0 && (
        <SearchAlertList entries={data.entries} total={data.total} page={page} perPage={PAGE} onPage={setPage} onDelete={setDeleting} />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="suchauftrag-loeschen-titel">
        <DialogTitle id="suchauftrag-loeschen-titel">Suchauftrag löschen?</DialogTitle>
        <DialogContent>
          <Typography>
            Der Suchauftrag von {deleting?.email} wird mit allen Angaben, Links und den an diese Adresse gesendeten Suchauftrags-E-Mails
            gelöscht (z. B. auf Wunsch der Person nach Art. 17 DSGVO). Das lässt sich nicht rückgängig machen.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Abbrechen</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            Endgültig löschen
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
