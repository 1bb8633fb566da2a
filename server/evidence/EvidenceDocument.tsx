import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { choiceName } from '../../src/shared/format/choices';
import { plainValue } from '../../src/shared/format/plainValue';
import { mailDate } from '../../src/shared/mail/mailDate';
import { mailKindLabels, outboxStatusLabels } from '../../src/shared/mail/outbox';
import { historyLine } from '../../src/shared/privacy/reportSections';
import { inquiryTopics } from '../../src/shared/resources/choices/inquiryTopics';
import { inquiries, inquiryStatuses } from '../../src/shared/resources/inquiries';
import { withdrawalChannels, withdrawals } from '../../src/shared/resources/withdrawals';
import { colors } from '../../src/shared/theme/palette';
import { EARLY_START_TEXT } from '../../src/shared/withdrawal/withdrawal';
import { SANS, SERIF } from '../exposePdf/pdfFonts';
import { PAGE } from '../exposePdf/pdfStyles';
import type { EvidenceInput } from './evidenceInput';

const DAY_MS = 24 * 60 * 60 * 1000;
const WITHDRAWAL_DAYS = 14;
/** The message is the visitor's; the Nachweis is about the contract, so a long one is cut to keep to one page. */
const MESSAGE_LENGTH = 500;

const styles = StyleSheet.create({
  page: { fontFamily: SANS, fontSize: 9, color: colors.ink, paddingTop: 40, paddingBottom: 56, paddingHorizontal: PAGE.side },
  company: { fontFamily: SERIF, fontWeight: 600, fontSize: 10, color: colors.primaryDark },
  title: { fontFamily: SERIF, fontWeight: 600, fontSize: 16, marginTop: 10 },
  lead: { marginTop: 4, color: colors.muted, fontSize: 9, lineHeight: 1.35 },
  section: { marginTop: 12 },
  sectionTitle: {
    fontFamily: SERIF,
    fontWeight: 600,
    fontSize: 11,
    paddingBottom: 2,
    marginBottom: 4,
    borderBottomWidth: 0.75,
    borderBottomColor: colors.primary,
  },
  fact: { flexDirection: 'row', marginTop: 1.5 },
  label: { width: 165, color: colors.muted, paddingRight: 8 },
  value: { flex: 1, fontSize: 9, lineHeight: 1.3 },
  row: { flexDirection: 'row', marginTop: 2 },
  none: { color: colors.muted },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: PAGE.side,
    right: PAGE.side,
    paddingTop: 5,
    borderTopWidth: 0.5,
    borderTopColor: '#d9d3bd',
    fontSize: 7.5,
    color: colors.muted,
  },
});

const at = (value: string | number | Date) => mailDate(new Date(value));
const field = (name: string) => inquiries.fields.find((candidate) => candidate.name === name)!;
const withdrawalField = (name: string) => withdrawals.fields.find((candidate) => candidate.name === name)!;

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <View style={styles.fact}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {children}
    </View>
  );
}

/**
 * The Nachweis of one inquiry (docs/withdrawal.md): what the visitor sent and saw of the broker contract, whether and
 * when they withdrew, and each mail about it with its delivery, for a dispute about the commission.
 */
export function EvidenceDocument({ input }: { input: EvidenceInput }) {
  const { inquiry, listing } = input;
  const data = inquiry.data;
  const message = String(data.message ?? '');
  const received = new Date(inquiry.createdAt);
  return (
    <Document title={`Nachweis zur Anfrage von ${String(data.name ?? '')}`} author={input.company} language="de">
      <Page size="A4" style={styles.page}>
        <Text style={styles.company}>{input.company}</Text>
        <Text style={styles.title}>Nachweis zur Anfrage</Text>
        <Text style={styles.lead}>
          Was die Website zu dieser Anfrage aufgezeichnet hat. Erstellt am {at(input.createdAt)} von {input.createdBy}.
        </Text>

        <Section title="Anfrage">
          <Fact label="Eingegangen" value={at(received)} />
          <Fact label="Name" value={String(data.name ?? '')} />
          <Fact label="E-Mail" value={String(data.email ?? '')} />
          <Fact label="Telefon" value={plainValue(field('phone'), data.phone)} />
          <Fact label="Anliegen" value={choiceName(inquiryTopics, String(data.topic ?? ''))} />
          <Fact label="Angebot" value={listing && `${listing.title}${listing.objectNumber ? ` (${listing.objectNumber})` : ''}`} />
          <Fact
            label="Nachricht"
            value={message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH).trimEnd()} … (gekürzt)` : message}
          />
          <Fact label="Datenschutzhinweise akzeptiert" value={plainValue(field('privacyConsent'), data.privacyConsent)} />
          <Fact label="Bearbeitungsstand" value={choiceName(inquiryStatuses, String(data.status ?? ''))} />
          <Fact label="Anfrage-Nr." value={inquiry.id} />
        </Section>

        <Section title="Maklervertrag">
          <Fact label="Angezeigte Provision" value={String(data.commissionShown ?? '') || 'nicht aufgezeichnet (Anfrage ohne Angebot)'} />
          <Fact label="Fassung der Widerrufsbelehrung" value={String(data.withdrawalNoticeVersion ?? '')} />
          <Fact
            label="Beginn vor Ablauf der Widerrufsfrist"
            value={data.earlyStart ? `verlangt: „${EARLY_START_TEXT}“` : 'nicht verlangt'}
          />
          <Fact label={`${WITHDRAWAL_DAYS} Tage nach Eingang`} value={mailDate(new Date(received.getTime() + WITHDRAWAL_DAYS * DAY_MS))} />
        </Section>

        <Section title="Widerruf">
          {input.withdrawals.length === 0 && <Text style={styles.none}>Kein Widerruf erfasst.</Text>}
          {input.withdrawals.map((record) => (
            <View key={record.id}>
              <Fact
                label="Eingegangen"
                value={`${plainValue(withdrawalField('receivedOn'), record.data.receivedOn) || at(record.createdAt)} über ${choiceName(withdrawalChannels, String(record.data.channel ?? ''))}${record.data.inquiry ? '' : ' (keiner Anfrage zugeordnet)'}`}
              />
              <Fact label="Widerrufener Vertrag" value={String(record.data.contract ?? '')} />
              <Fact label="Erfasst" value={at(record.createdAt)} />
            </View>
          ))}
        </Section>

        <Section title="E-Mails zu dieser Anfrage">
          {input.mails.length === 0 && <Text style={styles.none}>Keine.</Text>}
          {input.mails.map((mail) => (
            <Fact
              key={mail.id}
              label={mailKindLabels[mail.kind]}
              value={`an ${mail.to}, erstellt ${at(mail.createdAt)}; ${mail.sentAt ? `vom Mailserver angenommen ${at(mail.sentAt)}` : outboxStatusLabels[mail.status]}${mail.lastError && !mail.sentAt ? ` (${mail.lastError})` : ''}`}
            />
          ))}
        </Section>

        <Section title="Verlauf">
          {input.history.map((entry) => (
            <Text key={entry.id} style={styles.row}>
              {historyLine(entry)}
            </Text>
          ))}
        </Section>

        <Text style={styles.footer} fixed>
          Nachweis zur Anfrage {inquiry.id} · {input.company} · erstellt {at(input.createdAt)}. Zeiten in deutscher Zeit (Europe/Berlin).
        </Text>
      </Page>
    </Document>
  );
}
