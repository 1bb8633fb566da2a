import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Title, useCanAccess } from 'react-admin';
import type { ImportReport, TransfersOverview } from '../../shared/openimmo/openimmoApi';
import { FileChooserButton } from '../inputs/FileChooserButton';
import { ExportCard } from './ExportCard';
import { ImportReportView } from './ImportReportView';
import { TransferLog } from './TransferLog';
import { staffJson } from '../../shared/auth/staffFetch';
import { backendStaffFetch as staffFetch } from '../providers/backendStaffFetch';

/** JSON from the server's OpenImmo routes (both backends register them). */
const call = async <T,>(path: string, init: RequestInit = {}) => (await staffJson<T>(staffFetch, path, init)).body;

function ImportCard({ onImported }: { onImported: () => void }) {
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async ([file]: File[], dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const type = file.name.toLowerCase().endsWith('.xml') ? 'application/xml' : 'application/zip';
      setReport(
        await call<ImportReport>(`/api/openimmo/import?dryRun=${dryRun}`, {
          method: 'POST',
          body: file,
          headers: { 'content-type': type },
        }),
      );
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
          Der Probelauf zeigt das Ergebnis, ohne etwas zu speichern.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FileChooserButton variant="outlined" accept=".zip,.xml" disabled={busy} onFiles={(files) => void upload(files, true)}>
            Probelauf
          </FileChooserButton>
          <FileChooserButton variant="contained" accept=".zip,.xml" disabled={busy} onFiles={(files) => void upload(files, false)}>
            Importieren
          </FileChooserButton>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {report && <ImportReportView report={report} />}
      </CardContent>
    </Card>
  );
}

/** Dashboard page "OpenImmo": import a file; for admins the export to download, sending to a portal now and the transfer log (both backends). */
export function OpenImmoPage() {
  const [overview, setOverview] = useState<TransfersOverview | null>(null);
  const [message, setMessage] = useState<{
    severity: 'success' | 'error';
    text: string;
  } | null>(null);
  // Importing is content work; the portals and their transfers are the admins' (the role matrix).
  const portals = useCanAccess({
    resource: 'portals',
    action: 'list',
  }).canAccess;
  const load = useCallback(() => {
    if (!portals) return;
    call<TransfersOverview>('/api/openimmo/transfers').then(setOverview, (error: Error) =>
      setMessage({ severity: 'error', text: error.message }),
    );
  }, [portals]);
  useEffect(load, [load]);

  const transfer = async (portalId: string, umfang: 'VOLL' | 'TEIL') => {
    setMessage(null);
    try {
      const entry = await call<TransfersOverview['transfers'][number]>(
        `/api/portals/${encodeURIComponent(portalId)}/transfer?umfang=${umfang}`,
        {
          method: 'POST',
        },
      );
      setMessage(
        entry.status === 'success'
          ? {
              severity: 'success',
              text: `Übertragung an ${entry.portalName} erfolgreich.`,
            }
          : {
              severity: 'error',
              text: `Übertragung fehlgeschlagen: ${entry.error ?? ''}`,
            },
      );
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
    load();
  };

  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <Title title="OpenImmo" />
      <ImportCard onImported={load} />
      {portals && <ExportCard portals={overview?.portals ?? []} staffFetch={staffFetch} />}
      {portals && (
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
                <Chip
                  color={portal.passwordSet ? 'success' : 'warning'}
                  label={portal.passwordSet ? `Passwort aus ${portal.passwordEnv}` : `${portal.passwordEnv} ist nicht gesetzt`}
                />
                <Button variant="contained" onClick={() => void transfer(portal.id, 'TEIL')}>
                  Jetzt übertragen
                </Button>
                <Button variant="outlined" onClick={() => void transfer(portal.id, 'VOLL')}>
                  Vollabgleich senden
                </Button>
              </Stack>
            ))}
            <TransferLog transfers={overview?.transfers} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
