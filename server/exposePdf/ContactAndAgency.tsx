import { Link, Text, View } from '@react-pdf/renderer';
import { ContactPhoto } from './ExposePictures';
import type { ExposeInput } from './exposeInput';
import { exposeStyles } from './exposeStyles';
import { Section } from './pdfParts';
import { styles } from './pdfStyles';

/** The last page: contact person, the agency's legal data, its withdrawal notice and the disclaimer. */
export function ContactAndAgency({ input, company }: { input: ExposeInput; company: string }) {
  const { contactPerson: member, agency } = input;
  const phone = member?.phone ?? agency?.phone;
  const email = member?.email ?? agency?.email;
  const agencyLines = agency
    ? [
        `${agency.street}, ${agency.postcode} ${agency.city}`,
        `Telefon ${agency.phone}  ·  E-Mail ${agency.email}`,
        agency.representatives && `Vertreten durch: ${agency.representatives}`,
        agency.registerCourt && agency.registerNumber && `${agency.registerCourt}, ${agency.registerNumber}`,
        agency.vatId && `USt-IdNr.: ${agency.vatId}`,
        agency.permit34c,
        agency.supervisoryAuthority && `Aufsichtsbehörde: ${agency.supervisoryAuthority}`,
      ].filter(Boolean)
    : [];
  return (
    <View break>
      <Section title="Ihr Ansprechpartner">
        <View style={exposeStyles.contact} wrap={false}>
          {input.contactPhoto && <ContactPhoto photo={input.contactPhoto} size={76} gap={14} />}
          <View style={exposeStyles.contactText}>
            <Text style={exposeStyles.contactName}>{member?.name ?? `Ihr Team von ${company}`}</Text>
            {member?.role && <Text style={styles.muted}>{member.role}</Text>}
            {phone && <Text style={exposeStyles.contactPhone}>Telefon {phone}</Text>}
            {email && (
              <Link src={`mailto:${email}`} style={exposeStyles.contactEmail}>
                {email}
              </Link>
            )}
          </View>
        </View>
        {input.pageUrl && (
          <Text style={[exposeStyles.onlineNote, styles.muted]}>
            Dieses Angebot online:{' '}
            <Link src={input.pageUrl} style={exposeStyles.onlineLink}>
              {input.pageUrl}
            </Link>
          </Text>
        )}
      </Section>
      <Section title="Anbieter">
        <Text style={exposeStyles.agencyName}>{company}</Text>
        {agencyLines.map((line, index) => (
          <Text key={index} style={styles.muted}>
            {line}
          </Text>
        ))}
      </Section>
      {agency?.withdrawalNotice && (
        <Section title="Widerrufsbelehrung">
          {agency.withdrawalNotice
            .split(/\r?\n/)
            .map((line) => line.trim())
            .map((line, index) =>
              line ? (
                <Text key={index} style={exposeStyles.withdrawalLine}>
                  {line}
                </Text>
              ) : (
                <View key={index} style={exposeStyles.withdrawalBlankLine} />
              ),
            )}
        </Section>
      )}
      <Text style={[styles.muted, styles.lines, exposeStyles.disclaimer]}>
        Alle Angaben beruhen auf Informationen der Eigentümerseite; für ihre Richtigkeit und Vollständigkeit übernehmen wir keine Gewähr.
        Irrtum und anderweitige Vermarktung vorbehalten.
      </Text>
    </View>
  );
}
