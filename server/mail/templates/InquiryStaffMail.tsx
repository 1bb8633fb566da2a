import { Button, Heading, Section, Text } from '@react-email/components';
import { FieldRow } from './FieldRow';
import type { InquiryMailData } from './inquiryMailData';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { ValuationStaffSection } from './ValuationSection';
import { mailStyles as s } from './mailStyles';

export interface InquiryStaffMailProps {
  agency: MailAgency;
  origin: SiteOrigin;
  inquiry: InquiryMailData;
}

export const inquiryStaffSubject = ({ topicLabel, name, property }: InquiryMailData) =>
  ['Neue Anfrage', `${topicLabel} von ${name}`, property?.title].filter(Boolean).join(' – ');

/** To the person who answers: every field, the property with its link, the way into the dashboard. */
export function InquiryStaffMail({ agency, origin, inquiry }: InquiryStaffMailProps) {
  const { property } = inquiry;
  return (
    <MailLayout agency={agency} origin={origin} preview={`${inquiry.topicLabel} von ${inquiry.name}`}>
      <Heading as="h1" style={s.heading}>
        Neue Anfrage über die Website
      </Heading>
      <Text style={s.text}>
        Eingegangen am {inquiry.receivedAt}. Mit „Antworten“ erreichen Sie {inquiry.name} direkt.
      </Text>
      <Section style={s.box}>
        <FieldRow label="Anliegen" value={inquiry.topicLabel} />
        <FieldRow label="Name" value={inquiry.name} />
        <FieldRow label="E-Mail" value={inquiry.email} href={`mailto:${inquiry.email}`} />
        <FieldRow label="Telefon" value={inquiry.phone} href={inquiry.phone ? `tel:${inquiry.phone.replace(/[^+\d]/g, '')}` : null} />
        {property && (
          <FieldRow
            label="Immobilie"
            value={[property.title, property.objectNumber && `(Objekt-Nr. ${property.objectNumber})`].filter(Boolean).join(' ')}
            href={property.url}
          />
        )}
        <FieldRow label="Nachricht" value={inquiry.message} />
        {inquiry.brokerContract && <FieldRow label="Angezeigte Provision" value={inquiry.brokerContract.commissionShown} />}
        {inquiry.brokerContract?.earlyStart && (
          <FieldRow label="Beginn vor Ablauf der Widerrufsfrist" value="Ausdrücklich verlangt (Kästchen im Anfrageformular)" />
        )}
      </Section>
      {inquiry.valuation && <ValuationStaffSection valuation={inquiry.valuation} />}
      {inquiry.dashboardUrl && (
        <Section style={{ margin: '20px 0 8px' }}>
          <Button href={inquiry.dashboardUrl} style={s.button}>
            Anfrage im Dashboard öffnen
          </Button>
        </Section>
      )}
    </MailLayout>
  );
}
