import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { analytics } from '../analytics/analytics';
import { textLinkSx, visuallyHidden } from '../ui/styles';
import { EARLY_START_TEXT, WITHDRAWAL_LINK_TEXT, WITHDRAWAL_PAGE_PATH } from '../../shared/withdrawal/withdrawal';
import { colors } from '../../shared/theme/palette';
import { describedBy, FieldFrame, HoneypotField, TextArea, TextInput } from './FormControls';
import { ErrorSummary } from './ErrorSummary';
import { InquirySent } from './InquirySent';
import { PrivacyConsentField } from './PrivacyConsentField';
import { submitInquiry } from './submitInquiry';
import { TopicChoice, topicName } from './TopicChoice';
import { validateInquiry, type InquiryErrors, type InquiryField, type InquiryValues, type TopicId } from './inquiryValidation';
import { ActionButton } from '../ui/Action';

export interface InquiryFormProps {
  /** Topics the visitor may choose; the first one is preselected unless `defaultTopic` says otherwise. */
  topics: readonly TopicId[];
  defaultTopic?: TopicId;
  /** Asked from an exposé: stored with the inquiry, so the agent knows which listing it is about. */
  property?: { id: string; title: string };
  defaultMessage?: string;
  /** Sales exposés: an online exposé request can start a brokerage contract (§§ 656a ff. BGB). */
  brokerageNotice?: boolean;
  submitLabel?: string;
}

const FIELD_ORDER: InquiryField[] = ['topic', 'name', 'email', 'phone', 'message', 'privacyConsent'];

/**
 * The contact, exposé and valuation form. Inputs are controlled state: whatever the server
 * rejects, what the visitor typed stays in the form.
 */
export function InquiryForm({ topics, defaultTopic, property, defaultMessage = '', brokerageNotice = false, submitLabel = 'Anfrage senden' }: InquiryFormProps) {
  const prefix = useId().replace(/:/g, '');
  const id = (field: string) => `${prefix}-${field}`;
  const [values, setValues] = useState<InquiryValues>({
    topic: defaultTopic ?? topics[0],
    name: '',
    email: '',
    phone: '',
    message: defaultMessage,
    earlyStart: false,
    privacyConsent: false,
    website: '',
  });
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const summaryRef = useRef<HTMLDivElement>(null);

  // A link to the form with another topic (the valuation button, say) selects that topic.
  useEffect(() => {
    if (defaultTopic) setValues((current) => ({ ...current, topic: defaultTopic }));
  }, [defaultTopic]);

  const set = <K extends keyof InquiryValues>(field: K, value: InquiryValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (next: InquiryErrors, message: string | null) => {
    setErrors(next);
    setFormError(message);
    // The summary is announced and focused; its links lead to each field.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    const found = validateInquiry(values);
    if (Object.keys(found).length > 0) return showErrors(found, 'Bitte prüfen Sie die markierten Angaben.');
    setState('sending');
    const result = await submitInquiry(values, property?.id);
    if (result.ok) {
      setState('sent');
      // Counted only with consent (the gate drops it otherwise): the topic, never what was written.
      analytics.track({ type: 'inquiry_sent', topic: values.topic, ...(property ? { offerId: property.id } : {}) });
      return;
    }
    setState('editing');
    showErrors(result.errors, result.message);
  }

  if (state === 'sent') return <InquirySent name={values.name.trim()} email={values.email.trim()} topic={topicName(values.topic)} />;

  const listed = FIELD_ORDER.filter((field) => errors[field]);
  const fieldProps = (field: InquiryField, hint?: string) => ({
    id: id(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(id(field), hint, errors[field]),
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={state === 'sending'} sx={{ display: 'grid', gap: 2.5 }}>
      {formError && <ErrorSummary ref={summaryRef} message={formError} links={listed.map((field) => ({ href: `#${id(field)}`, text: errors[field]! }))} />}

      {property && (
        <Typography sx={{ bgcolor: '#fff', border: 1, borderColor: 'divider', p: 1.5, borderRadius: 1, fontSize: '0.95rem' }}>
          Ihre Anfrage zu: <strong>{property.title}</strong>
        </Typography>
      )}

      <TopicChoice id={id('topic')} topics={topics} value={values.topic} error={errors.topic} onChange={(topic) => set('topic', topic)} />

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FieldFrame id={id('name')} label="Vor- und Nachname" required error={errors.name}>
            <TextInput {...fieldProps('name')} required autoComplete="name" maxLength={100} value={values.name} onChange={(event) => set('name', event.target.value)} />
          </FieldFrame>
        </Box>
        <FieldFrame id={id('email')} label="E-Mail-Adresse" required error={errors.email}>
          <TextInput {...fieldProps('email')} type="email" required autoComplete="email" inputMode="email" value={values.email} onChange={(event) => set('email', event.target.value)} />
        </FieldFrame>
        <FieldFrame id={id('phone')} label="Telefonnummer" hint="Für eine schnelle Rückfrage" error={errors.phone}>
          <TextInput {...fieldProps('phone', 'Für eine schnelle Rückfrage')} type="tel" autoComplete="tel" value={values.phone} onChange={(event) => set('phone', event.target.value)} />
        </FieldFrame>
      </Box>

      <FieldFrame id={id('message')} label="Ihre Nachricht" required error={errors.message}>
        <TextArea {...fieldProps('message')} required rows={6} maxLength={3000} value={values.message} onChange={(event) => set('message', event.target.value)} />
      </FieldFrame>

      <HoneypotField id={id('website')} value={values.website} onChange={(event) => set('website', event.target.value)} />

      <PrivacyConsentField
        id={id('privacyConsent')}
        purpose="zur Beantwortung meiner Anfrage"
        error={errors.privacyConsent}
        input={{ checked: values.privacyConsent, onChange: (event) => set('privacyConsent', event.target.checked) }}
      />

      {brokerageNotice && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Hinweis: Mit der Anforderung eines Exposés oder einer Besichtigung kann ein provisionspflichtiger Maklervertrag zustande kommen (siehe
          Provisionsangabe). Sie haben ein gesetzliches Widerrufsrecht; die Widerrufsbelehrung und die Vertragsbedingungen erhalten Sie mit dem
          Exposé in Textform. Widerrufen können Sie online unter{' '}
          <Box component="a" href={WITHDRAWAL_PAGE_PATH} sx={textLinkSx}>
            {WITHDRAWAL_LINK_TEXT}
          </Box>
          .
        </Typography>
      )}
      {brokerageNotice && (
        <Box component="label" htmlFor={id('earlyStart')} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', cursor: 'pointer', fontSize: '0.95rem', lineHeight: 1.55 }}>
          <input
            id={id('earlyStart')}
            name="earlyStart"
            type="checkbox"
            checked={values.earlyStart}
            onChange={(event) => set('earlyStart', event.target.checked)}
            style={{ width: 22, height: 22, marginTop: 1, flexShrink: 0, accentColor: colors.primaryDark }}
          />
          <span>
            {EARLY_START_TEXT}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              (freiwillig)
            </Box>
          </span>
        </Box>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ActionButton type="submit" variant="contained" size="large" disabled={state === 'sending'} sx={{ px: 4, py: 1.4, fontSize: '1rem' }}>
          {state === 'sending' ? 'Wird gesendet …' : submitLabel}
        </ActionButton>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Pflichtfelder sind mit <span aria-hidden="true">*</span>
          <Box component="span" sx={visuallyHidden}>
            Sternchen
          </Box>{' '}
          gekennzeichnet.
        </Typography>
      </Box>
    </Box>
  );
}
