import { Button, Heading, Section, Text } from '@react-email/components';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';
import { SearchAlertLinks, type SearchAlertLinkSet } from './SearchAlertLinks';

export const searchAlertReminderSubject = 'Möchten Sie Ihren Suchauftrag behalten?';

/** After 12 months without a click: asked once; without an answer within 30 days the request is deleted. */
export function SearchAlertReminderMail({
  agency,
  origin,
  criteria,
  links,
}: {
  agency: MailAgency;
  origin: SiteOrigin;
  criteria: string;
  links: SearchAlertLinkSet;
}) {
  return (
    <MailLayout agency={agency} origin={origin} preview="Ein Klick genügt, sonst löschen wir ihn in 30 Tagen.">
      <Heading as="h1" style={s.heading}>
        Suchen Sie noch?
      </Heading>
      <Text style={s.text}>Seit einem Jahr haben Sie keinen Link aus unseren Mails zu Ihrem Suchauftrag geöffnet:</Text>
      <Section style={s.box}>
        <Text style={s.value}>{criteria}</Text>
      </Section>
      <Text style={s.text}>
        Wenn Sie ihn behalten möchten, öffnen Sie bitte den folgenden Link. Sonst löschen wir den Suchauftrag mit Ihrer E-Mail-Adresse in 30
        Tagen; Sie müssen nichts tun.
      </Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={links.manage} style={s.button}>
          Suchauftrag behalten
        </Button>
      </Section>
      <SearchAlertLinks links={links} criteria={criteria} />
    </MailLayout>
  );
}
