import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { mailDate } from '../../src/shared/mail/mailDate';
import type { PersonalDataReport } from '../../src/shared/privacy/personalData';
import { reportSections } from '../../src/shared/privacy/reportSections';
import { colors } from '../../src/shared/theme/palette';
import { SANS, SERIF } from '../exposePdf/pdfFonts';
import { PAGE } from '../exposePdf/pdfStyles';

const styles = StyleSheet.create({
  page: { fontFamily: SANS, fontSize: 9.5, color: colors.ink, paddingTop: 48, paddingBottom: PAGE.bottom, paddingHorizontal: PAGE.side },
  company: { fontFamily: SERIF, fontWeight: 600, fontSize: 10, color: colors.primaryDark },
  title: { fontFamily: SERIF, fontWeight: 600, fontSize: 17, marginTop: 14 },
  lead: { marginTop: 6, fontSize: 9.5, lineHeight: 1.4, color: colors.muted },
  sectionTitle: {
    fontFamily: SERIF,
    fontWeight: 600,
    fontSize: 12,
    marginTop: 16,
    paddingBottom: 3,
    borderBottomWidth: 0.75,
    borderBottomColor: colors.primary,
  },
  none: { marginTop: 5, color: colors.muted },
  item: { marginTop: 8 },
  heading: { fontWeight: 600, marginBottom: 2 },
  fact: { flexDirection: 'row', marginTop: 1.5 },
  label: { width: 150, color: colors.muted, paddingRight: 8 },
  value: { flex: 1, fontSize: 9.5, lineHeight: 1.35 },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: PAGE.side,
    right: PAGE.side,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: '#d9d3bd',
    fontSize: 8,
    color: colors.muted,
  },
});

/** The Datenauskunft as a document the person asking can read: the sections of reportSections, every value in full. */
export function PrivacyReportDocument({ report, company }: { report: PersonalDataReport; company: string }) {
  const created = mailDate(new Date(report.createdAt));
  return (
    <Document title={`Datenauskunft ${report.email}`} author={company} language="de">
      <Page size="A4" style={styles.page}>
        <Text style={styles.company}>{company}</Text>
        <Text style={styles.title}>Auskunft über gespeicherte Daten (Art. 15 DSGVO)</Text>
        <Text style={styles.lead}>
          Zur E-Mail-Adresse {report.email} sind bei uns die folgenden Daten gespeichert. Stand: {created}.
        </Text>
        {reportSections(report).map((section) => (
          <View key={section.title}>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              {section.title} ({section.items.length})
            </Text>
            {section.items.length === 0 && <Text style={styles.none}>Keine gespeichert.</Text>}
            {section.items.map((item, index) => (
              <View key={index} style={styles.item}>
                <Text style={styles.heading} minPresenceAhead={20}>
                  {item.heading}
                </Text>
                {item.facts.map((fact) => (
                  <View key={fact.label} style={styles.fact}>
                    <Text style={styles.label}>{fact.label}</Text>
                    <Text style={styles.value}>{fact.value}</Text>
                  </View>
                ))}
              </View>
            ))}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text>
            Datenauskunft {report.email} · {created}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Seite ${pageNumber} von ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
