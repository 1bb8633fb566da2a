import { Section, Text } from '@react-email/components';
import { FieldRow } from './FieldRow';
import type { InquiryMailData, ValuationMailData } from './inquiryMailData';
import { mailStyles as s } from './mailStyles';

export const VALUATION_DISCLAIMER =
  'Die Online-Schätzung ist eine erste Orientierung aus Vergleichsdaten und ersetzt kein Wertgutachten und keine Besichtigung. Lage im Viertel, Grundriss, Ausstattung im Detail und der Zustand von Dach, Fenstern und Heizung können den Wert deutlich verändern.';

function Estimate({ valuation }: { valuation: ValuationMailData }) {
  const { estimate } = valuation;
  if (!estimate) {
    return (
      <Text style={s.text}>
        Für diese Lage und Objektart liegen uns noch zu wenige Daten für eine Online-Schätzung vor. Wir ermitteln den Wert gern persönlich.
      </Text>
    );
  }
  return (
    <Section style={s.box}>
      <FieldRow label="Geschätzte Preisspanne" value={estimate.range} />
      <FieldRow label="Mittlerer Wert" value={estimate.middle} />
      <FieldRow label="Mittlerer Quadratmeterpreis" value={estimate.perSqm} />
      <FieldRow label="Grundlage" value={`${estimate.basis ?? 'Marktdaten'}; gefundene Vergleichsobjekte: ${estimate.comparables}`} />
    </Section>
  );
}

/** The staff's view: every answer and the estimate the owner saw. */
export function ValuationStaffSection({ valuation }: { valuation: ValuationMailData }) {
  return (
    <>
      <Text style={s.subheading}>Angaben zur Immobilie</Text>
      <Section style={s.box}>
        {valuation.answers.map((answer) => (
          <FieldRow key={answer.label} label={answer.label} value={answer.value} />
        ))}
      </Section>
      <Text style={s.subheading}>Online-Schätzung (dem Eigentümer angezeigt)</Text>
      <Estimate valuation={valuation} />
    </>
  );
}

/** The owner's view: the estimate, what it is not, the offer of a valuation on site, and their answers. */
export function ValuationConfirmationSection({
  valuation,
  contactPerson,
}: {
  valuation: ValuationMailData;
  contactPerson: InquiryMailData['contactPerson'];
}) {
  return (
    <>
      <Text style={s.subheading}>Ihre Online-Schätzung</Text>
      <Estimate valuation={valuation} />
      <Text style={s.muted}>{VALUATION_DISCLAIMER}</Text>
      {valuation.wantsToSell && (
        <Text style={s.text}>
          {contactPerson
            ? `${contactPerson.name}${contactPerson.role ? ` (${contactPerson.role})` : ''} bewertet Ihre Immobilie gern kostenlos und unverbindlich vor Ort`
            : 'Gern bewerten wir Ihre Immobilie kostenlos und unverbindlich vor Ort'}
          {contactPerson?.phone ? ` – Sie erreichen ${contactPerson.name} unter ${contactPerson.phone}.` : '.'}
        </Text>
      )}
      <Text style={s.subheading}>Ihre Angaben zur Immobilie</Text>
      <Section style={s.box}>
        {valuation.answers.map((answer) => (
          <FieldRow key={answer.label} label={answer.label} value={answer.value} />
        ))}
      </Section>
    </>
  );
}
