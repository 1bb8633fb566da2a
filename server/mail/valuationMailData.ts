import { inquiries, valuationAnswerFields } from '../../src/shared/resources/inquiries';
import { estimateSourceText } from '../../src/shared/valuation/estimateSource';
import type { Field } from '../../src/shared/resources/fields';
import { estimateBases, valuationPurposes } from '../../src/shared/valuation/valuationChoices';
import type { ValuationMailData } from './templates/inquiryMailData';

type Loose = Record<string, unknown>;

const euro = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 0 })} €`;
const choiceName = (field: Field, id: unknown) =>
  ('choices' in field ? field.choices.find((choice) => choice.id === id)?.name : undefined) ?? String(id);

/** One answer as text: choices by name, areas in m², numbers and years in de-DE; null when not given. */
function answerText(field: Field, value: unknown): string | null {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  if (Array.isArray(value)) return value.map((item) => choiceName(field, item)).join(', ');
  if (field.type === 'select') return choiceName(field, value);
  if (field.type === 'area' && typeof value === 'number') return `${value.toLocaleString('de-DE')} m²`;
  if (field.type === 'integer' && typeof value === 'number') return String(value);
  if (typeof value === 'number') return value.toLocaleString('de-DE');
  return String(value);
}

/** Where the estimate came from, e.g. "Marktdaten für Köln-Kalk (Stadtbezirk)"; null when not stored. */
function basisText(basis: unknown, district: unknown): string | null {
  const known = estimateBases.find((choice) => choice.id === basis);
  return known ? estimateSourceText(known.id, String(district ?? '')) : null;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A valuation request's answers and the estimate it was shown, for its mails; null for other inquiries. */
export function valuationMailData(inquiry: Loose): ValuationMailData | null {
  if (inquiry.topic !== 'bewertung' || !inquiry.objectType) return null;
  const fields = inquiries.fields as readonly Field[];
  const answers = valuationAnswerFields
    .map((name) => fields.find((field) => field.name === name)!)
    .map((field) => ({ label: field.label, value: answerText(field, inquiry[field.name]) }))
    .filter((answer): answer is { label: string; value: string } => answer.value !== null);
  const [low, middle, high, perSqm] = [inquiry.estimateLow, inquiry.estimateMiddle, inquiry.estimateHigh, inquiry.estimatePerSqm].map(num);
  return {
    answers,
    estimate:
      low !== null && middle !== null && high !== null
        ? {
            range: `${euro(low)} bis ${euro(high)}`,
            middle: euro(middle),
            perSqm: perSqm !== null ? `${euro(perSqm)}/m²` : null,
            comparables: num(inquiry.estimateComparables) ?? 0,
            basis: basisText(inquiry.estimateBasis, inquiry.district),
          }
        : null,
    wantsToSell: inquiry.purpose !== 'information',
    purpose: valuationPurposes.find((purpose) => purpose.id === inquiry.purpose)?.name ?? null,
  };
}
