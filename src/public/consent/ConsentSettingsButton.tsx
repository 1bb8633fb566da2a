import { CONSENT_SETTINGS_ATTRIBUTE } from '../../shared/analytics/consentCookie';
import Box from '../ui/Box';
import type { SxProps } from '../ui/sx';
import { useConsentStore } from './ConsentProvider';

/**
 * "Datenschutz-Einstellungen" (in the footer, and in the privacy notice): reopens the banner to change the answer.
 * A button, because it does not go anywhere; it looks like the links beside it. Marked, so that it shows the banner
 * at once before the application runs (src/app/bootConsent.ts).
 */
export function ConsentSettingsButton({ sx }: { sx?: SxProps }) {
  const store = useConsentStore();
  return (
    <Box
      component="button"
      type="button"
      {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}
      onClick={() => store.openSettings()}
      sx={[{ p: 0, m: 0, border: 0, bgcolor: 'transparent', font: 'inherit', cursor: 'pointer', textAlign: 'left' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      Datenschutz-Einstellungen
    </Box>
  );
}
