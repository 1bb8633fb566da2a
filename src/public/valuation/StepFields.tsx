import Box from '../ui/Box';
import { DistrictOptions } from '../forms/DistrictOptions';
import { PrivacyConsentField } from '../forms/PrivacyConsentField';
import { colors } from '../../shared/theme/palette';
import type { AnswerName, FunnelErrors, ValuationAnswers } from '../../shared/valuation/funnel';
import { callbackTimes, valuationConditions, valuationFeatures, valuationObjectTypes, valuationPurposes } from '../../shared/valuation/valuationChoices';
import { describedBy, errorId, FieldError, FieldFrame, Select, TextArea, TextInput } from '../forms/FormControls';
import { labelSx } from '../ui/styles';

interface FieldProps {
  name: AnswerName;
  answers: ValuationAnswers;
  errors: FunnelErrors;
}

const fieldId = (name: string) => `bewertung-${name}`;
const de = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('de-DE', { useGrouping: false }) : typeof value === 'string' ? value : '');

/** A choice among a few: radio buttons in a fieldset whose legend asks the question. */
function RadioGroup({ name, legend, choices, answers, errors }: FieldProps & { legend: string; choices: readonly { id: string; name: string }[] }) {
  const error = errors[name];
  return (
    <Box component="fieldset" aria-describedby={error ? errorId(fieldId(name)) : undefined} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ ...labelSx, mb: 1.25 }}>
        {legend}
        <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.25 }}>
          *
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {choices.map((choice) => (
          <Box
            component="label"
            key={choice.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.75, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', cursor: 'pointer', minHeight: 48 }}
          >
            <input
              type="radio"
              name={name}
              value={choice.id}
              defaultChecked={answers[name] === choice.id}
              aria-invalid={error ? true : undefined}
              style={{ width: 22, height: 22, flexShrink: 0, accentColor: colors.primaryDark }}
            />
            <span>{choice.name}</span>
          </Box>
        ))}
      </Box>
      {error && <FieldError id={errorId(fieldId(name))}>{error}</FieldError>}
    </Box>
  );
}

/** A typed value: text, a number with its unit, a year. */
function Input({ name, label, answers, errors, required, hint, unit, ...input }: FieldProps & { label: string; required?: boolean; hint?: string; unit?: string } & Omit<React.ComponentProps<'input'>, 'name'>) {
  const id = fieldId(name);
  const error = errors[name];
  return (
    <FieldFrame id={id} label={unit ? `${label} (${unit})` : label} required={required} hint={hint} error={error}>
      <TextInput id={id} name={name} defaultValue={de(answers[name])} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} aria-required={required || undefined} {...input} />
    </FieldFrame>
  );
}

function Features({ answers }: FieldProps) {
  const chosen = new Set(answers.features ?? []);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ ...labelSx, mb: 1.25 }}>
        Ausstattung{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          (optional, alles Zutreffende)
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {valuationFeatures.map((feature) => (
          <Box component="label" key={feature.id} sx={{ display: 'flex', gap: 1.25, alignItems: 'center', cursor: 'pointer', minHeight: 44 }}>
            <input type="checkbox" name="features" value={feature.id} defaultChecked={chosen.has(feature.id)} style={{ width: 22, height: 22, flexShrink: 0, accentColor: colors.primaryDark }} />
            <span>{feature.name}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function DistrictSelect({ answers, errors }: FieldProps) {
  const id = fieldId('district');
  const error = errors.district;
  return (
    <FieldFrame id={id} label="Stadtteil" required error={error}>
      <Select id={id} name="district" defaultValue={answers.district ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} aria-required>
        <option value="">Bitte wählen …</option>
        <DistrictOptions />
      </Select>
    </FieldFrame>
  );
}

function Consent({ answers, errors }: FieldProps) {
  return (
    <PrivacyConsentField
      id={fieldId('privacyConsent')}
      purpose="zur Bewertung und Kontaktaufnahme"
      error={errors.privacyConsent}
      input={{ value: 'ja', defaultChecked: answers.privacyConsent === true }}
    />
  );
}

const YEAR_HINT = 'Eine Schätzung genügt, z. B. 1965.';

/** The input of one answer, as its step shows it. */
export function StepField(props: FieldProps) {
  const { name, answers, errors } = props;
  switch (name) {
    case 'objectType':
      return <RadioGroup {...props} legend="Art der Immobilie" choices={valuationObjectTypes} />;
    case 'street':
      return <Input {...props} label="Straße und Hausnummer" autoComplete="street-address" hint="Hilft uns bei der Lage im Viertel; für die Schätzung genügen PLZ und Stadtteil." />;
    case 'postcode':
      return <Input {...props} label="Postleitzahl" required inputMode="numeric" autoComplete="postal-code" maxLength={5} />;
    case 'district':
      return <DistrictSelect {...props} />;
    case 'livingArea':
      return <Input {...props} label="Wohnfläche" unit="m²" required inputMode="decimal" hint="Laut Grundriss oder Wohnflächenberechnung, z. B. 85 oder 85,5." />;
    case 'plotArea':
      return <Input {...props} label="Grundstücksfläche" unit="m²" required={answers.objectType !== 'mehrfamilienhaus'} inputMode="decimal" hint="Laut Grundbuch oder Kaufvertrag." />;
    case 'rooms':
      return <Input {...props} label="Zimmer" inputMode="decimal" hint="Ohne Küche und Bad, z. B. 3 oder 3,5." />;
    case 'yearBuilt':
      return <Input {...props} label="Baujahr" required inputMode="numeric" maxLength={4} hint={YEAR_HINT} />;
    case 'lastModernisation':
      return <Input {...props} label="Letzte umfassende Modernisierung" inputMode="numeric" maxLength={4} hint="Etwa neue Heizung, Fenster, Bäder oder Dämmung; leer lassen, wenn keine." />;
    case 'condition':
      return <RadioGroup {...props} legend="Zustand" choices={valuationConditions} />;
    case 'features':
      return <Features {...props} />;
    case 'purpose':
      return <RadioGroup {...props} legend="Ihr Vorhaben" choices={valuationPurposes} />;
    case 'name':
      return <Input {...props} label="Name" required autoComplete="name" maxLength={100} />;
    case 'email':
      return <Input {...props} label="E-Mail" required type="email" autoComplete="email" hint="Dorthin senden wir Ihnen das Ergebnis." />;
    case 'phone':
      return <Input {...props} label="Telefon" type="tel" autoComplete="tel" hint="Für einen Rückruf zur kostenlosen Bewertung vor Ort." />;
    case 'callbackTime': {
      const id = fieldId('callbackTime');
      return (
        <FieldFrame id={id} label="Rückruf am liebsten" error={errors.callbackTime}>
          <Select id={id} name="callbackTime" defaultValue={answers.callbackTime ?? ''}>
            <option value="">Keine Angabe</option>
            {callbackTimes.map((time) => (
              <option key={time.id} value={time.id}>
                {time.name}
              </option>
            ))}
          </Select>
        </FieldFrame>
      );
    }
    case 'message': {
      const id = fieldId('message');
      return (
        <FieldFrame id={id} label="Ihre Anmerkungen" error={errors.message}>
          <TextArea id={id} name="message" defaultValue={answers.message ?? ''} maxLength={3_000} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy(id, undefined, errors.message)} />
        </FieldFrame>
      );
    }
    case 'privacyConsent':
      return <Consent {...props} />;
  }
}

export const stepFieldId = fieldId;
/** The heading of the step (or the result) shown: focused after a move, the form's fragment without JavaScript. */
export const STEP_HEADING_ID = 'bewertung-schritt';
