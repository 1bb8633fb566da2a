import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Bewahren Sie diese Wiederherstellungscodes sicher auf (ausgedruckt oder im Passwort-Manager). Jeder Code gilt einmal, wenn Sie Ihr
        Telefon nicht zur Hand haben. Sie werden nur jetzt angezeigt.
      </Alert>
      <Box
        component="ol"
        aria-label="Wiederherstellungscodes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1rem',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
          pl: 4,
          m: 0,
          mb: 2,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        Ich habe die Codes gespeichert
      </Button>
    </Box>
  );
}
