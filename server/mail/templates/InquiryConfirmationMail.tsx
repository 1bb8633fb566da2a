import { Heading, Link, Section, Text } from '@react-email/components';
import { EARLY_START_TEXT, WITHDRAWAL_LINK_TEXT } from '../../../src/shared/withdrawal/withdrawal';
import { FieldRow } from './FieldRow';
import type { InquiryMailData } from './inquiryMailData';
import { linesOf, type MailAgency, type SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { ValuationConfirmationSection } from './ValuationSection';
import { mailStyles as s } from './mailStyles';

export interface InquiryConfirmationMailProps {
  agency: MailAgency;
  origin: SiteOrigin;
  inquiry: InquiryMailData;
}

export const inquiryConfirmationSubject = (agency: MailAgency, inquiry?: InquiryMailData) =>
  inquiry?.valuation
    ? `Ihre Online-Immobilienbewertung bei ${agency.companyName || 'uns'}`
    : `Ihre Anfrage bei ${agency.companyName || 'uns'} ist eingegangen`;

/**
 * To the visitor: what they sent, who answers and when, the exposé and, for a purchase, the withdrawal notice.
 * Of their own free text only the name appears: the form must not become a way to send strangers a message.
 */
export function InquiryConfirmationMail({ agency, origin, inquiry }: InquiryConfirmationMailProps) {
  const { property, contactPerson } = inquiry;
  const hours = linesOf(agency.openingHours);
  const withdrawal = property?.forSale ? linesOf(agency.withdrawalNotice) : [];
  return (
    <MailLayout agency={agency} origin={origin} preview="Vielen Dank für Ihre Anfrage – wir melden uns bei Ihnen.">
      <Heading as="h1" style={s.heading}>
        Vielen Dank für Ihre Anfrage
      </Heading>
      <Text style={s.text}>Guten Tag {inquiry.name},</Text>
      <Text style={s.text}>
        wir haben Ihre Anfrage am {inquiry.receivedAt} erhalten.{' '}
        {contactPerson
          ? `${contactPerson.name}${contactPerson.role ? ` (${contactPerson.role})` : ''} meldet sich persönlich bei Ihnen`
          : 'Die passende Ansprechperson aus unserem Team meldet sich bei Ihnen'}
        , in der Regel innerhalb eines Werktags.
      </Text>
      {inquiry.valuation && <ValuationConfirmationSection valuation={inquiry.valuation} contactPerson={contactPerson} />}
      {hours.length > 0 && (
        <>
          <Text style={s.subheading}>Unsere Öffnungszeiten</Text>
          {hours.map((line) => (
            <Text key={line} style={{ ...s.text, margin: '2px 0' }}>
              {line}
            </Text>
          ))}
        </>
      )}
      {property?.url && (
        <>
          <Text style={s.subheading}>Das Exposé</Text>
          <Text style={s.text}>
            <Link href={property.url} style={s.link}>
              {property.title}
            </Link>
          </Text>
          {property.exposePdf === 'attached' && (
            <Text style={s.text}>Das ausführliche Exposé finden Sie als PDF im Anhang dieser E-Mail.</Text>
          )}
          {property.exposePdf && property.exposePdf !== 'attached' && (
            <Text style={s.text}>
              <Link href={property.exposePdf.url} style={s.link}>
                Exposé als PDF herunterladen
              </Link>
            </Text>
          )}
        </>
      )}
      <Text style={s.subheading}>Ihre Angaben</Text>
      <Section style={s.box}>
        <FieldRow label="Anliegen" value={inquiry.topicLabel} />
        <FieldRow label="Name" value={inquiry.name} />
        <FieldRow label="E-Mail" value={inquiry.email} />
        <FieldRow label="Telefon" value={inquiry.phone} />
        {property && <FieldRow label="Immobilie" value={property.title} />}
        {inquiry.brokerContract && <FieldRow label="Provision, wie im Exposé angegeben" value={inquiry.brokerContract.commissionShown} />}
        {/* The consumer's request to begin early, confirmed on a durable medium (§ 312f Abs. 2 BGB). */}
        {inquiry.brokerContract?.earlyStart && <FieldRow label="Ihr ausdrücklicher Wunsch" value={EARLY_START_TEXT} />}
        <Text style={s.muted}>Ihre Nachricht haben wir erhalten; zu Ihrem Schutz geben wir sie in dieser E-Mail nicht wieder.</Text>
      </Section>
      <Text style={s.text}>
        Sie haben diese Anfrage nicht gesendet? Dann hat jemand Ihre Adresse eingegeben; Sie können diese E-Mail ignorieren
        {agency.email ? ` oder uns unter ${agency.email} Bescheid geben` : ''}.
      </Text>
      {withdrawal.length > 0 && (
        <>
          <Text style={s.subheading}>Widerrufsbelehrung</Text>
          {withdrawal.map((line, index) => (
            <Text key={index} style={s.muted}>
              {line}
            </Text>
          ))}
        </>
      )}
      {inquiry.withdrawalUrl && (
        <Text style={s.text}>
          Einen mit dieser Anfrage geschlossenen Vertrag können Sie online widerrufen:{' '}
          <Link href={inquiry.withdrawalUrl} style={s.link}>
            {WITHDRAWAL_LINK_TEXT}
          </Link>
        </Text>
      )}
    </MailLayout>
  );
}
