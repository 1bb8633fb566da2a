import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { useEffect, useRef } from 'react';
import { colors } from '../../shared/theme/palette';
import { focusRing } from '../ui/styles';

/** The confirmation that replaces the form: what was sent and what happens next. */
export function InquirySent({ name, email, topic }: { name: string; email: string; topic: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box role="status" sx={{ border: 1, borderColor: colors.primary, bgcolor: colors.sand, borderRadius: 2, p: { xs: 3, md: 4 } }}>
      <Typography ref={headingRef} tabIndex={-1} component="h3" sx={{ fontFamily: 'h3.fontFamily', fontSize: '1.5rem', fontWeight: 600, '&:focus-visible': focusRing }}>
        Vielen Dank, {name}! Ihre Anfrage ist bei uns eingegangen.
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        Anliegen: <strong>{topic}</strong>. So geht es weiter:
      </Typography>
      <Box component="ol" sx={{ mt: 1.5, mb: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        <li>Ihre Ansprechpartnerin oder Ihr Ansprechpartner liest Ihre Nachricht persönlich.</li>
        <li>
          Wir melden uns innerhalb eines Werktages bei Ihnen – per E-Mail an <strong>{email}</strong> oder, wenn Sie eine Nummer angegeben haben,
          telefonisch.
        </li>
        <li>Gemeinsam besprechen wir die nächsten Schritte, etwa einen Besichtigungs- oder Bewertungstermin.</li>
      </Box>
    </Box>
  );
}
