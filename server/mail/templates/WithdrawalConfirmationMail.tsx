import { Heading, Section, Text } from '@react-email/components';
import { FieldRow } from './FieldRow';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';
import type { WithdrawalMailData } from './withdrawalMailData';

export interface WithdrawalConfirmationMailProps {
  agency: MailAgency;
  origin: SiteOrigin;
  withdrawal: WithdrawalMailData;
}

export const withdrawalConfirmationSubject = (agency: MailAgency) =>
  `Eingangsbestätigung Ihres Widerrufs bei ${agency.companyName || 'uns'}`;

/**
 * The confirmation of receipt on a durable medium (§ 356a BGB): date and time of receipt and the content of the
 * statement, the contract named as the visitor named it.
 */
export function WithdrawalConfirmationMail({ agency, origin, withdrawal }: WithdrawalConfirmationMailProps) {
  return (
    <MailLayout agency={agency} origin={origin} preview={`Ihr Widerruf ist am ${withdrawal.receivedAt} bei uns eingegangen.`}>
      <Heading as="h1" style={s.heading}>
        Eingangsbestätigung Ihres Widerrufs
      </Heading>
      <Text style={s.text}>Guten Tag {withdrawal.name},</Text>
      <Text style={s.text}>
        wir bestätigen den Eingang Ihres Widerrufs am {withdrawal.receivedAt}. Bitte bewahren Sie diese E-Mail als Nachweis auf.
      </Text>
      <Text style={s.subheading}>Ihre Widerrufserklärung</Text>
      <Section style={s.box}>
        <Text style={s.value}>Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.</Text>
        <FieldRow label="Widerrufener Vertrag" value={withdrawal.contract} />
        {withdrawal.inquiry && <FieldRow label="Zugeordnete Anfrage" value={withdrawal.inquiry.description} />}
        <FieldRow label="Name" value={withdrawal.name} />
        <FieldRow label="E-Mail-Adresse für diese Bestätigung" value={withdrawal.email} />
        <FieldRow label="Eingegangen am" value={withdrawal.receivedAt} />
      </Section>
      <Text style={s.text}>
        Sie haben keinen Widerruf erklärt? Dann hat jemand Ihre Adresse eingegeben; bitte geben Sie uns
        {agency.email ? ` unter ${agency.email}` : ''} Bescheid.
      </Text>
    </MailLayout>
  );
}
