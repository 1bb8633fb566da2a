import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { staffInvitationText, type StaffInvitationWords } from '../../../src/shared/mail/staffInvitationText';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';

export const staffInvitationSubject = staffInvitationText.subject;

export interface StaffInvitationMailProps extends StaffInvitationWords {
  agency: MailAgency;
  origin: SiteOrigin;
  link: string;
}

/** To a future member of staff: the single-use link where they set their name and password, and until when it works. */
export function StaffInvitationMail({ agency, origin, link, ...words }: StaffInvitationMailProps) {
  const t = staffInvitationText;
  return (
    <MailLayout agency={agency} origin={origin} preview={t.preview}>
      <Heading as="h1" style={s.heading}>
        {t.heading}
      </Heading>
      <Text style={s.text}>{t.intro(words)}</Text>
      <Section style={{ margin: '20px 0' }}>
        <Button href={link} style={s.button}>
          {t.button}
        </Button>
      </Section>
      <Text style={s.muted}>
        {t.fallback}{' '}
        <Link href={link} style={{ ...s.link, wordBreak: 'break-all' }}>
          {link}
        </Link>
      </Text>
      <Text style={s.text}>{t.notExpected}</Text>
    </MailLayout>
  );
}
