import { Button, Heading, Section, Text } from '@react-email/components';
import { FieldRow } from './FieldRow';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';
import type { WithdrawalMailData } from './withdrawalMailData';

export interface WithdrawalStaffMailProps {
  agency: MailAgency;
  origin: SiteOrigin;
  withdrawal: WithdrawalMailData;
}

export const withdrawalStaffSubject = ({ name }: WithdrawalMailData) => `Widerruf eingegangen – ${name}`;

/** To the team: who withdrew from what, whether the website matched the inquiry and confirmed the receipt. */
export function WithdrawalStaffMail({ agency, origin, withdrawal }: WithdrawalStaffMailProps) {
  return (
    <MailLayout agency={agency} origin={origin} preview={`Widerruf von ${withdrawal.name}`}>
      <Heading as="h1" style={s.heading}>
        Widerruf über die Website
      </Heading>
      <Text style={s.text}>
        Eingegangen am {withdrawal.receivedAt}.{' '}
        {withdrawal.inquiry
          ? 'Die Website hat den Widerruf der unten genannten Anfrage zugeordnet und sie als „Widerrufen“ markiert.'
          : 'Die Website konnte keine Anfrage eindeutig zuordnen: Bitte ordnen Sie den Widerruf im Dashboard zu.'}
      </Text>
      {!withdrawal.confirmationSent && (
        <Text style={s.text}>
          Die Eingangsbestätigung wurde nicht automatisch versandt (zu viele Bestätigungen an diese Adresse oder von diesem Anschluss).
          Bitte bestätigen Sie den Eingang selbst, wenn der Widerruf echt ist.
        </Text>
      )}
      <Section style={s.box}>
        <FieldRow label="Name" value={withdrawal.name} />
        <FieldRow label="E-Mail" value={withdrawal.email} href={`mailto:${withdrawal.email}`} />
        <FieldRow label="Widerrufener Vertrag" value={withdrawal.contract} />
        {withdrawal.inquiry && (
          <FieldRow label="Zugeordnete Anfrage" value={withdrawal.inquiry.description} href={withdrawal.inquiry.dashboardUrl} />
        )}
      </Section>
      {withdrawal.dashboardUrl && (
        <Section style={{ margin: '20px 0 8px' }}>
          <Button href={withdrawal.dashboardUrl} style={s.button}>
            Widerruf im Dashboard öffnen
          </Button>
        </Section>
      )}
    </MailLayout>
  );
}
