import Email from '@mui/icons-material/Email';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { noPrint } from '../components/styles';
import { ActionButton } from '../components/Action';

/**
 * Share (the device's share sheet, or the link copied where there is none), e-mail and print.
 * The print stylesheet turns the page into a clean exposé.
 */
export function ShareActions({ title, url }: { title: string; url: string }) {
  const [notice, setNotice] = useState('');

  async function share() {
    const link = new URL(url, window.location.origin).href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url: link });
      } catch {
        // Closing the share sheet is not an error worth showing.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setNotice('Link in die Zwischenablage kopiert.');
    } catch {
      setNotice(`Link zum Kopieren: ${link}`);
    }
  }

  const mailto = (origin: string) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`Dieses Angebot könnte Sie interessieren: ${new URL(url, origin).href}`)}`;

  return (
    <Box sx={{ ...noPrint }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <ActionButton variant="text" startIcon={<Share />} onClick={share}>
          Teilen
        </ActionButton>
        <ActionButton variant="text" startIcon={<Email />} onClick={() => window.location.assign(mailto(window.location.origin))}>
          Per E-Mail senden
        </ActionButton>
        <ActionButton variant="text" startIcon={<Print />} onClick={() => window.print()}>
          Drucken
        </ActionButton>
      </Box>
      <Box role="status" sx={{ fontSize: '0.875rem', color: 'text.secondary', minHeight: '1.2em' }}>
        {notice}
      </Box>
    </Box>
  );
}
