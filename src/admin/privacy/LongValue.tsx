import Button from '@mui/material/Button';
import { useState } from 'react';

/** Longer values (a mail's text) show their beginning; the PDF and the JSON always have them whole. */
const SHOWN = 240;

export function LongValue({ text, label }: { text: string; label: string }) {
  const [whole, setWhole] = useState(false);
  if (text.length <= SHOWN + 40) return <>{text}</>;
  const action = whole ? 'Weniger anzeigen' : 'Ganz anzeigen';
  return (
    <>
      {whole ? text : `${text.slice(0, SHOWN).trimEnd()} …`}{' '}
      <Button
        size="small"
        sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}
        onClick={() => setWhole(!whole)}
        aria-label={`${action} (${label})`}
      >
        {action}
      </Button>
    </>
  );
}
