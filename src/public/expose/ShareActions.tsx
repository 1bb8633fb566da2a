import Box from '../ui/Box';
import { Icon } from '../ui/Icon';
import { useState } from 'react';
import { noPrint } from '../ui/styles';
import { ActionAnchor, ActionButton } from '../ui/Action';

/** Material Design icon paths (Apache License 2.0). */
const emailIcon = 'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z';
const printIcon = 'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z';
const downloadIcon = 'M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z';
const shareIcon = 'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92';

/**
 * Share (the device's share sheet, or the link copied where there is none), e-mail, print and the exposé as a
 * PDF. The print stylesheet turns the page into a clean exposé.
 */
export function ShareActions({ title, url, pdfUrl }: { title: string; url: string; pdfUrl: string }) {
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
        <ActionButton variant="text" startIcon={<Icon path={shareIcon} />} onClick={share}>
          Teilen
        </ActionButton>
        <ActionButton variant="text" startIcon={<Icon path={emailIcon} />} onClick={() => window.location.assign(mailto(window.location.origin))}>
          Per E-Mail senden
        </ActionButton>
        <ActionButton variant="text" startIcon={<Icon path={printIcon} />} onClick={() => window.print()}>
          Drucken
        </ActionButton>
        <ActionAnchor variant="text" href={pdfUrl} startIcon={<Icon path={downloadIcon} />} type="application/pdf">
          Exposé als PDF
        </ActionAnchor>
      </Box>
      <Box role="status" sx={{ fontSize: '0.875rem', color: 'text.secondary', minHeight: '1.2em' }}>
        {notice}
      </Box>
    </Box>
  );
}
