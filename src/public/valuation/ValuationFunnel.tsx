import Box from '../ui/Box';
import { sendJson } from '../../shared/http/sendJson';
import Typography from '../ui/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData } from 'react-router';
import { answerFormValues, moveFromForm, stepById, stepFields, stepsFor, type AnswerName } from '../../shared/valuation/funnel';
import { resultOf, VALUATION_API_PATH, VALUATION_PAGE_PATH, type FunnelOutcome } from '../../shared/valuation/funnelOutcome';
import { HoneypotField } from '../forms/FormControls';
import { ActionButton } from '../ui/Action';
import { cardSx, textLinkSx } from '../ui/styles';
import { STEP_HEADING_ID, StepField, stepFieldId } from './StepFields';
import { ValuationResultView } from './ValuationResultView';

const START: FunnelOutcome = { kind: 'step', step: 'objekt', answers: {}, errors: {} };
const OFFLINE = 'Ihre Angaben konnten nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';

/**
 * The valuation funnel: one question group per step, a plain form posted to the server without JavaScript (the
 * earlier answers ride along in hidden fields, server/valuation/valuationRoutes.ts); with JavaScript the same moves
 * (src/shared/valuation/funnel.ts) run here and only the finished request goes to the server.
 */
export function ValuationFunnel() {
  const posted = useActionData() as FunnelOutcome | undefined;
  const [outcome, setOutcome] = useState<FunnelOutcome>(posted ?? START);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // A step reached by a move (here or posted) gets the focus on its heading; a first visit keeps the page's.
  const moved = useRef(posted !== undefined);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const state = moveFromForm(form, new Date().getFullYear());
    moved.current = true;
    if (state.kind === 'step') return setOutcome(state);
    setSending(true);
    const answer = await sendJson<{ estimate?: never }>(VALUATION_API_PATH, { ...state.answers, website: form.get('website') ?? '' }, { fallbackMessage: OFFLINE });
    setSending(false);
    if (answer.ok) setOutcome({ kind: 'result', result: resultOf(state.answers, answer.data.estimate ?? null) });
    else setOutcome({ kind: 'step', step: 'kontakt', answers: state.answers, errors: answer.fieldErrors ?? {}, notice: answer.status === 0 ? OFFLINE : answer.message });
  }

  if (outcome.kind === 'result') return <ValuationResultView result={outcome.result} headingRef={heading} />;

  const { answers, errors, notice } = outcome;
  const steps = stepsFor(answers.objectType);
  const index = Math.max(0, steps.findIndex((step) => step.id === outcome.step));
  const step = stepById(steps[index].id);
  const shown = stepFields(step, answers.objectType);
  const hidden = answerFormValues(answers).filter(([name]) => !shown.includes(name));
  const errorList = (Object.entries(errors) as [AnswerName, string][]).filter(([name]) => shown.includes(name));
  const last = index === steps.length - 1;

  return (
    // Without JavaScript the fragment brings the next step's heading into view (and the reading position to it).
    <Box component="form" method="post" action={`${VALUATION_PAGE_PATH}#${STEP_HEADING_ID}`} noValidate onSubmit={submit} sx={{ ...cardSx, p: { xs: 2.5, md: 4 }, display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="p" sx={{ fontWeight: 600, color: 'text.secondary', mb: 1 }}>
          Schritt {index + 1} von {steps.length}
        </Typography>
        <Box aria-hidden="true" sx={{ height: 8, borderRadius: 4, bgcolor: 'background.sand', overflow: 'hidden' }}>
          <Box sx={{ height: '100%', width: `${((index + 1) / steps.length) * 100}%`, bgcolor: 'primary.dark' }} />
        </Box>
      </Box>
      <Typography id={STEP_HEADING_ID} ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, outline: 'none', scrollMarginTop: 96 }}>
        {step.title}
      </Typography>
      {(errorList.length > 0 || notice) && (
        <Box role="alert" sx={{ border: 2, borderColor: 'error.main', borderRadius: 2, p: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: errorList.length ? 1 : 0 }}>{notice ?? 'Bitte prüfen Sie Ihre Angaben:'}</Typography>
          {errorList.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {errorList.map(([name, message]) => (
                <li key={name}>
                  <Box component="a" href={`#${stepFieldId(name)}`} sx={textLinkSx}>
                    {message}
                  </Box>
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
      <input type="hidden" name="schritt" value={step.id} />
      {hidden.map(([name, value], position) => (
        <input key={`${name}-${position}`} type="hidden" name={name} value={value} />
      ))}
      <Box key={step.id} sx={{ display: 'grid', gap: 2.5 }}>
        {shown.map((name) => (
          <StepField key={name} name={name} answers={answers} errors={errors} />
        ))}
      </Box>
      {last && <HoneypotField id="bewertung-website" />}
      {/* "Weiter" comes first, so Enter in a field moves forward; the row shows "Zurück" on the left. */}
      <Box sx={{ display: 'flex', flexDirection: 'row-reverse', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <ActionButton type="submit" name="aktion" value="weiter" variant="contained" disabled={sending}>
          {last ? (sending ? 'Wird gesendet …' : 'Bewertung anfordern') : 'Weiter'}
        </ActionButton>
        {index > 0 && (
          <ActionButton type="submit" name="aktion" value="zurueck" variant="outlined" disabled={sending}>
            Zurück
          </ActionButton>
        )}
      </Box>
    </Box>
  );
}
