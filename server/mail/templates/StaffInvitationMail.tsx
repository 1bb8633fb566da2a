import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';

export const staffInvitationSubject = 'Ihre Einladung zum Dashboard';

export interface StaffInvitationMailProps {
  agency: MailAgency;
  origin: SiteOrigin;
  link: string;
  /** Who invited, as the dashboard shows them ("Miriam Schäfer"). */
  invitedBy: string;
  /** The role in words ("Redaktion"). */
  roleLabel: string;
  /** The link's end, already in German ("4. Dezember 2026, 14:05 Uhr"). */
  validUntil: string;
}

/** To a future member of staff: the single-use link where they set their name and password, and until when it works. */
export function StaffInvitationMail({ agency, origin, link, invitedBy, roleLabel, validUntil }: StaffInvitationMailProps) {
  return (
    <MailLayout agency={agency} origin={origin} preview="Mit diesem Link richten Sie Ihren Zugang zum Dashboard ein.">
      <Heading as="h1" style={s.heading}>
        Willkommen im Dashboard
      </Heading>
      <Text style={s.text}>
        {invitedBy} hat Sie zum Dashboard der Website eingeladen (Rolle: {roleLabel}). Mit dem folgenden Link geben Sie Ihren Namen ein und wählen Ihr
        Passwort. Der Link gilt bis {validUntil} und nur einmal.
      </Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={link} style={s.button}>
          Zugang einrichten
        </Button>
      </Section>
      <Text style={s.muted}>
        Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:{' '}
        <Link href={link} style={{ ...s.link, wordBreak: 'break-all' }}>
          {link}
        </Link>
      </Text>
      <Text style={s.text}>Sie erwarten keine Einladung? Dann ignorieren Sie diese E-Mail; ohne den Link entsteht kein Zugang.</Text>
    </MailLayout>
  );
}
