import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { ActionButton } from '../ui/Action';
import { describedBy, FieldFrame, TextInput } from '../forms/FormControls';
import { focusRing, textLinkSx } from '../ui/styles';
import { routePath } from '../../shared/routes/routeTable';
import { describeCriteria, type OfferCriteria } from '../../shared/search/offerCriteria';
import { MAX_ALERT_NAME, type AlertFrequency } from '../../shared/search/searchAlert';
import { createAlert } from './alertApi';
import { FrequencyChoice } from './FrequencyChoice';

type State = { step: 'form'; errors: Record<string, string>; message?: string } | { step: 'sent'; message: string };

/**
 * "Suchauftrag anlegen" on /angebote: saves the current filters with an e-mail address (no account). Double opt-in:
 * the answer says a confirmation mail is on its way; nothing else is sent before its link is used.
 */
export function SearchAlertForm({ criteria }: { criteria: OfferCriteria }) {
  const [state, setState] = useState<State>({ step: 'form', errors: {} });
  const [frequency, setFrequency] = useState<AlertFrequency>('sofort');
  const [submitting, setSubmitting] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);

  // The answer replaces the tall form, so it would sit above the visible area where the visitor pressed the button:
  // it takes the focus (a screen reader reads it) and is scrolled into view.
  useEffect(() => {
    if (state.step !== 'sent') return;
    sentRef.current?.focus({ preventScroll: true });
    sentRef.current?.scrollIntoView({ block: 'center' });
  }, [state.step]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    const answer = await createAlert({ email: String(form.get('email') ?? ''), name: String(form.get('name') ?? ''), frequency, criteria });
    setSubmitting(false);
    if (answer.ok) setState({ step: 'sent', message: answer.message });
    else setState({ step: 'form', errors: answer.fieldErrors ?? {}, message: answer.fieldErrors?.criteria || answer.fieldErrors?.['criteria.maxPrice'] || answer.message });
  }

  const errors = state.step === 'form' ? state.errors : {};
  return (
    <Box
      component="details"
      sx={{ bgcolor: 'background.sand', borderRadius: 2, p: { xs: 2, md: 3 }, mb: { xs: 2.5, md: 3.5 }, '& > summary': { listStyle: 'none' }, '& > summary::-webkit-details-marker': { display: 'none' } }}
    >
      <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 700, minHeight: 44, display: 'flex', alignItems: 'center', gap: 1, '&:focus-visible': focusRing }}>
        <span aria-hidden="true">✉</span> Suchauftrag anlegen: neue passende Angebote per E-Mail
      </Box>
      {state.step === 'sent' ? (
        <Box ref={sentRef} role="status" tabIndex={-1} sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', fontWeight: 600, '&:focus-visible': focusRing }}>
          {state.message}
        </Box>
      ) : (
        // The details' content slot does not pass box-sizing on from the page: without it, a full-width input's padding and
        // border stuck out of the card (10 px at 375 px).
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-label="Suchauftrag anlegen"
          sx={{ mt: 2, display: 'grid', gap: 2.5, maxWidth: 720, boxSizing: 'border-box' }}
        >
          <Typography sx={{ color: 'text.secondary' }}>
            Wir schicken Ihnen neue Angebote zu Ihrer Suche: <strong>{describeCriteria(criteria)}</strong>. Die Suche ändern Sie mit den Filtern oben.
          </Typography>
          {state.message && (
            <Box role="alert" sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main', bgcolor: '#fdf1f3', color: 'error.main', fontWeight: 600 }}>
              {state.message}
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FieldFrame id="suchauftrag-email" label="E-Mail-Adresse" required error={errors.email}>
              <TextInput
                id="suchauftrag-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('suchauftrag-email', undefined, errors.email)}
              />
            </FieldFrame>
            <FieldFrame id="suchauftrag-name" label="Name des Suchauftrags" hint="z. B. „Wohnung für die Familie“" error={errors.name}>
              <TextInput
                id="suchauftrag-name"
                name="name"
                maxLength={MAX_ALERT_NAME}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('suchauftrag-name', 'hint', errors.name)}
              />
            </FieldFrame>
          </Box>
          <FrequencyChoice idPrefix="suchauftrag" value={frequency} onChange={setFrequency} error={errors.frequency} />
          <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
            Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink; erst nach Ihrer Bestätigung schicken wir Angebote. Abmelden können Sie sich mit einem Klick in
            jeder E-Mail. Mehr dazu in der{' '}
            <Box component="a" href={`${routePath('datenschutz')}#suchauftrag`} sx={textLinkSx}>
              Datenschutzerklärung
            </Box>
            .
          </Typography>
          <Box>
            <ActionButton type="submit" size="large" disabled={submitting}>
              {submitting ? 'Wird gesendet …' : 'Suchauftrag anlegen'}
            </ActionButton>
          </Box>
        </Box>
      )}
    </Box>
  );
}
