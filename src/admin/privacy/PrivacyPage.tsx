import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { mailDate } from '../../shared/mail/mailDate';
import { erasureSummary } from '../../shared/privacy/erasureSummary';
import { countsOf, isEmptyReport, type PersonalDataReport } from '../../shared/privacy/personalData';
import { EMAIL_INVALID, isEmailAddress } from '../../shared/resources/textPatterns';
import { privacyApi } from './privacyApi';
import { ReportSectionsView } from './ReportSectionsView';

/**
 * "Datenschutz" (admins, both backends): what is stored about an e-mail address (Art. 15 DSGVO), as PDF and JSON, and
 * its erasure everywhere after a confirmation (Art. 17 DSGVO). docs/privacy.md; the handbook explains it to staff.
 */
export function PrivacyPage() {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [report, setReport] = useState<PersonalDataReport | null>(null);
  const [busy, setBusy] = useState<'find' | 'pdf' | 'erase' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (what: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) return setInvalid(EMAIL_INVALID);
    setInvalid(null);
    void run('find', async () => setReport(await privacyApi.find(address)));
  };

  const erase = (shown: PersonalDataReport) =>
    run('erase', async () => {
      setConfirming(false);
      const counts = await privacyApi.erase(shown.email);
      notify(`Gelöscht zu ${shown.email}: ${erasureSummary(counts)}.`, { type: 'success' });
      setReport(await privacyApi.find(shown.email));
    });

  const empty = report !== null && isEmptyReport(report);
  return (
    <Stack spacing={3} sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title="Datenschutz" />
      <Typography variant="h2" component="h1" sx={{ fontSize: '1.6rem' }}>
        Datenschutz: Auskunft und Löschung
      </Typography>
      <Typography color="text.secondary">
        Verlangt jemand Auskunft über seine Daten (Art. 15 DSGVO) oder ihre Löschung (Art. 17 DSGVO), suchen Sie hier nach seiner
        E-Mail-Adresse. Gefunden werden Anfragen, Bewertungsanfragen, Widerrufe, Suchaufträge, gesendete E-Mails und der Änderungsverlauf –
        auch Einträge im Papierkorb.
      </Typography>
      <Stack component="form" noValidate onSubmit={find} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TextField
          label="E-Mail-Adresse"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid !== null}
          helperText={invalid ?? ' '}
          sx={{ width: { xs: '100%', sm: 380 } }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />} disabled={busy !== null} sx={{ mt: { sm: 1 } }}>
          Daten suchen
        </Button>
      </Stack>

      {report && (
        <Stack spacing={2} aria-live="polite">
          <Alert severity={empty ? 'info' : 'warning'}>
            {empty ? `Zu ${report.email} ist nichts gespeichert.` : `Zu ${report.email} gespeichert: ${erasureSummary(countsOf(report))}.`}{' '}
            Stand: {mailDate(new Date(report.createdAt))}.
            {report.erasures.length > 0 &&
              ` Daten zu dieser Adresse wurden schon gelöscht: ${report.erasures.map((note) => mailDate(new Date(note.at))).join(', ')}.`}
          </Alert>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdf />}
              disabled={busy !== null}
              onClick={() => void run('pdf', () => privacyApi.downloadPdf(report.email))}
            >
              Auskunft als PDF
            </Button>
            <Button variant="outlined" startIcon={<Download />} disabled={busy !== null} onClick={() => privacyApi.saveJson(report)}>
              Auskunft als JSON
            </Button>
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteForever />}
              disabled={busy !== null || empty}
              onClick={() => setConfirming(true)}
            >
              Daten löschen
            </Button>
          </Stack>
          <ReportSectionsView report={report} />
          <Confirm
            isOpen={confirming}
            loading={busy === 'erase'}
            title={`Alle Daten zu ${report.email} endgültig löschen?`}
            content={`Gelöscht werden ${erasureSummary(countsOf(report))} – überall, auch im Papierkorb und im Postausgang. Das lässt sich nicht rückgängig machen. Es bleibt nur ein Vermerk, dass gelöscht wurde, ohne die Adresse.`}
            confirm="Endgültig löschen"
            cancel="Abbrechen"
            confirmColor="warning"
            ConfirmIcon={DeleteForever}
            onConfirm={() => void erase(report)}
            onClose={() => setConfirming(false)}
          />
        </Stack>
      )}
    </Stack>
  );
}
