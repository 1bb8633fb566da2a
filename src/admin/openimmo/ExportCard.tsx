import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StaffFetch } from '../../shared/auth/staffFetch';
import { downloadFile } from '../resources/properties/downloadPdf';

const ALL = 'alle';

/** The export's address: every published offer, or one portal's file (VOLL or only what changed, TEIL). */
const exportPath = (portal: string, umfang: 'VOLL' | 'TEIL') =>
  portal === ALL ? '/api/openimmo/export' : `/api/openimmo/export?portal=${encodeURIComponent(portal)}&umfang=${umfang}`;

/** "Als ZIP herunterladen": the OpenImmo file the command line writes (docs/openimmo.md), for the admins who run the portals. */
export function ExportCard({ portals, staffFetch }: { portals: readonly { id: string; name: string }[]; staffFetch: StaffFetch }) {
  const [portal, setPortal] = useState(ALL);
  const [umfang, setUmfang] = useState<'VOLL' | 'TEIL'>('VOLL');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(staffFetch, exportPath(portal, umfang), 'openimmo.zip', 'application/zip');
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          OpenImmo-Datei exportieren
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Eine ZIP-Datei mit openimmo.xml und den Bildern: alle veröffentlichten Angebote, oder was ein Portal bei einer Übertragung jetzt
          erhielte. Das Herunterladen ist keine Übertragung: Was das Portal hat, bleibt unverändert.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label="Inhalt"
            value={portal}
            onChange={(event) => setPortal(event.target.value)}
            sx={{ minWidth: 260 }}
            fullWidth={false}
          >
            <MenuItem value={ALL}>Alle veröffentlichten Angebote</MenuItem>
            {portals.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                Für {candidate.name}
              </MenuItem>
            ))}
          </TextField>
          {portal !== ALL && (
            <TextField
              select
              label="Umfang"
              value={umfang}
              onChange={(event) => setUmfang(event.target.value as 'VOLL' | 'TEIL')}
              sx={{ minWidth: 220 }}
              fullWidth={false}
            >
              <MenuItem value="VOLL">Alles (VOLL)</MenuItem>
              <MenuItem value="TEIL">Nur Änderungen (TEIL)</MenuItem>
            </TextField>
          )}
          <Button variant="contained" disabled={busy} onClick={() => void download()}>
            Als ZIP herunterladen
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
