import { Heading, Text } from '@react-email/components';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';

export const testMailSubject = 'Testnachricht: Der E-Mail-Versand Ihrer Website funktioniert';

/** Sent from the dashboard's settings to the signed-in member of staff: proof that mail reaches them. */
export function TestMail({
  agency,
  origin,
  requestedBy,
  sentAt,
}: {
  agency: MailAgency;
  origin: SiteOrigin;
  requestedBy: string;
  sentAt: string;
}) {
  return (
    <MailLayout agency={agency} origin={origin} preview="Wenn Sie diese Nachricht lesen, kommen die E-Mails Ihrer Website an.">
      <Heading as="h1" style={s.heading}>
        Der E-Mail-Versand funktioniert
      </Heading>
      <Text style={s.text}>
        Diese Testnachricht wurde am {sentAt} von {requestedBy} im Dashboard angefordert. Wenn Sie sie lesen, erreichen Anfragen Ihrer
        Website das Team und Interessenten erhalten ihre Eingangsbestätigung.
      </Text>
      <Text style={s.muted}>
        Kam die Nachricht im Spam-Ordner an, bitten Sie Ihre IT, SPF und DKIM für die Absenderadresse einzurichten.
      </Text>
    </MailLayout>
  );
}
