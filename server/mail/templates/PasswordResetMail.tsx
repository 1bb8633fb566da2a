import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';

export const passwordResetSubject = 'Ihr Link zum Zurücksetzen des Passworts';

/** To a member of staff who asked on /login: the single-use link, how long it works, what to do if it was not them. */
export function PasswordResetMail({ agency, origin, link }: { agency: MailAgency; origin: SiteOrigin; link: string }) {
  return (
    <MailLayout agency={agency} origin={origin} preview="Mit diesem Link vergeben Sie ein neues Passwort für das Dashboard.">
      <Heading as="h1" style={s.heading}>
        Neues Passwort vergeben
      </Heading>
      <Text style={s.text}>
        Sie haben auf der Anmeldeseite „Passwort vergessen?“ gewählt. Mit dem folgenden Link vergeben Sie ein neues Passwort für das
        Dashboard. Der Link gilt 30 Minuten und nur einmal; danach sind Sie auf allen Geräten abgemeldet.
      </Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={link} style={s.button}>
          Neues Passwort vergeben
        </Button>
      </Section>
      <Text style={s.muted}>
        Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:{' '}
        <Link href={link} style={{ ...s.link, wordBreak: 'break-all' }}>
          {link}
        </Link>
      </Text>
      <Text style={s.text}>Sie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.</Text>
    </MailLayout>
  );
}
