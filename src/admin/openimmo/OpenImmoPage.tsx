import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { Title } from 'react-admin';
import type { ImportReport, TransfersOverview } from '../../shared/openimmo/openimmoApi';

const FAILED = 'Die Anfrage an den Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.';
const STATUS = { running: 'läuft', success: 'erfolgreich', failed: 'fehlgeschlagen' } as const;
const dateTime = (ms: number) => new Date(ms).toLocaleString('de-DE', { dateStyle: 'short', timeStyle: 'short' });

/** JSON from the embedded server with the staff's session (same origin); its German message on a refusal. */
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json', ...init.headers }, ...init }).catch(() => {
    throw new Error(FAILED);
  });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(body.message ?? FAILED);
  return body;
}

function ImportCard({ onImported }: { onImported: () => void }) {
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>, dryRun: boolean) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const type = file.name.toLowerCase().endsWith('.xml') ? 'application/xml' : 'application/zip';
      setReport(await call<ImportReport>(`/api/openimmo/import?dryRun=${dryRun}`, { method: 'POST', body: file, headers: { 'content-type': type } }));
      if (!dryRun) onImported();
    } catch (caught) {
      setReport(null);
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          OpenImmo-Datei importieren
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          ZIP oder XML aus Ihrer Maklersoftware. Neue Objekte werden unveröffentlicht angelegt; bekannte Objektnummern werden aktualisiert.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" component="label" disabled={busy}>
            Probelauf
            <input hidden type="file" accept=".zip,.xml" onChange={(event) => void upload(event, true)} />
          </Button>
          <Button variant="contained" component="label" disabled={busy}>
            Importieren
            <input hidden type="file" accept=".zip,.xml" onChange={(event) => void upload(event, false)} />
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {report && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            <Typography variant="subtitle1" component="h3">
              {report.dryRun ? 'Ergebnis des Probelaufs (nichts gespeichert)' : 'Ergebnis des Imports'}
            </Typography>
            {report.warnings.map((warning) => (
              <Alert key={warning} severity="info" sx={{ mt: 1 }}>
                {warning}
              </Alert>
            ))}
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Objektnummer</TableCell>
                  <TableCell>Titel</TableCell>
                  <TableCell>Ergebnis</TableCell>
                  <TableCell>Hinweise</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.listings.map((listing, index) => (
                  <TableRow key={`${listing.objectNumber}-${index}`}>
                    <TableCell>{listing.objectNumber}</TableCell>
                    <TableCell>{listing.title}</TableCell>
                    <TableCell>{listing.outcome}</TableCell>
                    <TableCell>{[listing.reason, ...listing.warnings].filter(Boolean).join(' ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Dashboard page "OpenImmo": import a file, send to a portal now, and the transfer log (embedded backend). */
export function OpenImmoPage() {
  const [overview, setOverview] = useState<TransfersOverview | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const load = useCallback(() => {
    call<TransfersOverview>('/api/openimmo/transfers').then(setOverview, (error: Error) => setMessage({ severity: 'error', text: error.message }));
  }, []);
  useEffect(load, [load]);

  const transfer = async (portalId: string, umfang: 'VOLL' | 'TEIL') => {
    setMessage(null);
    try {
      const entry = await call<TransfersOverview['transfers'][number]>(`/api/portals/${encodeURIComponent(portalId)}/transfer?umfang=${umfang}`, { method: 'POST' });
      setMessage(entry.status === 'success' ? { severity: 'success', text: `Übertragung an ${entry.portalName} erfolgreich.` } : { severity: 'error', text: `Übertragung fehlgeschlagen: ${entry.error ?? ''}` });
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
    load();
  };

  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <Title title="OpenImmo" />
      <ImportCard onImported={load} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Portale
          </Typography>
          {message && (
            <Alert severity={message.severity} sx={{ my: 1 }}>
              {message.text}
            </Alert>
          )}
          {overview?.portals.length === 0 && <Typography variant="body2">Noch kein Portal eingerichtet (Menü „Portale“).</Typography>}
          {overview?.portals.map((portal) => (
            <Stack key={portal.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1, alignItems: { sm: 'center' } }}>
              <Typography sx={{ minWidth: 160 }}>{portal.name}</Typography>
              <Chip color={portal.passwordSet ? 'success' : 'warning'} label={portal.passwordSet ? `Passwort aus ${portal.passwordEnv}` : `${portal.passwordEnv} ist nicht gesetzt`} />
              <Button variant="contained" onClick={() => void transfer(portal.id, 'TEIL')}>
                Jetzt übertragen
              </Button>
              <Button variant="outlined" onClick={() => void transfer(portal.id, 'VOLL')}>
                Vollabgleich senden
              </Button>
            </Stack>
          ))}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Übertragungsprotokoll
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Zeit</TableCell>
                <TableCell>Portal</TableCell>
                <TableCell>Umfang</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Objekte</TableCell>
                <TableCell>Fehler des Servers</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {overview?.transfers.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{dateTime(entry.startedAt)}</TableCell>
                  <TableCell>{entry.portalName}</TableCell>
                  <TableCell>{entry.umfang}</TableCell>
                  <TableCell>{STATUS[entry.status]}</TableCell>
                  <TableCell>{`${entry.listings} (neu/geändert ${entry.changes}, gelöscht ${entry.deletions}, Referenz ${entry.references})`}</TableCell>
                  <TableCell>{entry.error}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}
