import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { afterDays, retentionOf } from '../../../src/shared/privacy/retention';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';

export const searchAlertConfirmSubject = 'Bitte bestätigen Sie Ihren Suchauftrag';

/**
 * Double opt-in (UWG § 7, DSGVO Art. 7): the only mail before the click. It says what was asked for and that
 * nothing follows without the confirmation.
 */
export function SearchAlertConfirmMail({
  agency,
  origin,
  link,
  criteria,
}: {
  agency: MailAgency;
  origin: SiteOrigin;
  link: string;
  criteria: string;
}) {
  return (
    <MailLayout agency={agency} origin={origin} preview="Ein Klick, und wir melden Ihnen passende Angebote.">
      <Heading as="h1" style={s.heading}>
        Suchauftrag bestätigen
      </Heading>
      <Text style={s.text}>Auf unserer Website wurde mit Ihrer E-Mail-Adresse ein Suchauftrag angelegt:</Text>
      <Section style={s.box}>
        <Text style={s.value}>{criteria}</Text>
      </Section>
      <Text style={s.text}>
        Bitte bestätigen Sie ihn mit dem folgenden Link. Erst danach schicken wir Ihnen passende Angebote. Der Link gilt 7 Tage.
      </Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={link} style={s.button}>
          Suchauftrag bestätigen
        </Button>
      </Section>
      <Text style={s.muted}>
        Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:{' '}
        <Link href={link} style={{ ...s.link, wordBreak: 'break-all' }}>
          {link}
        </Link>
      </Text>
      <Text style={s.text}>
        Sie haben das nicht veranlasst? Dann ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie nichts weiter, und der Auftrag wird{' '}
        {afterDays(retentionOf(agency).retentionUnconfirmedAlertDays)} gelöscht.
      </Text>
    </MailLayout>
  );
}
