import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { ActionButton } from '../ui/Action';
import { cardSx } from '../ui/styles';
import { ErrorSummary } from '../forms/ErrorSummary';
import { describedBy, FieldFrame, HoneypotField, TextArea, TextInput } from '../forms/FormControls';
import {
  CONTRACT_PARAM,
  INQUIRY_PARAM,
  WITHDRAWAL_PAGE_PATH,
  WITHDRAWAL_SUBMIT_TEXT,
  type WithdrawalOutcome,
} from '../../shared/withdrawal/withdrawal';

type FormOutcome = Extract<WithdrawalOutcome, { kind: 'form' }>;

const FORM_ID = 'widerruf-formular';
const ids = { name: 'widerruf-name', email: 'widerruf-email', contract: 'widerruf-vertrag' } as const;
const labels = { name: 'Ihr Name', email: 'Ihre E-Mail-Adresse', contract: 'Welchen Vertrag widerrufen Sie?' } as const;
/** How the summary above the form names each field. */
const shortLabels = { name: 'Name', email: 'E-Mail-Adresse', contract: 'Vertrag' } as const;
const EMAIL_HINT = 'An diese Adresse senden wir Ihnen sofort die Eingangsbestätigung mit Datum und Uhrzeit.';
const CONTRACT_HINT = 'Zum Beispiel: Ihre Exposé-Anfrage zu einem Angebot, mit Datum oder Objektnummer.';

/**
 * The online withdrawal statement: name, address for the confirmation, the contract. A plain form posted to the
 * server (server/withdrawals/withdrawalRoutes.ts), with or without JavaScript; the link of a confirmation mail fills
 * in the contract and names the inquiry in a hidden field.
 */
export function WithdrawalForm({ posted }: { posted?: FormOutcome }) {
  const [params] = useSearchParams();
  const summary = useRef<HTMLDivElement>(null);
  const values = posted?.values ?? { contract: params.get(CONTRACT_PARAM) ?? '', inquiry: params.get(INQUIRY_PARAM) ?? '' };
  const errors = posted?.errors ?? {};
  const faults = (Object.keys(ids) as (keyof typeof ids)[]).filter((name) => errors[name]);

  useEffect(() => {
    if (posted) summary.current?.focus();
  }, [posted]);

  const field = (name: keyof typeof ids, hint?: string) => ({
    id: ids[name],
    name,
    defaultValue: values[name] ?? '',
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(ids[name], hint, errors[name]),
  });

  return (
    <Box component="form" id={FORM_ID} method="post" action={WITHDRAWAL_PAGE_PATH} noValidate aria-labelledby="widerruf-titel" sx={{ ...cardSx, p: { xs: 2.5, md: 4 }, display: 'grid', gap: 2.5 }}>
      <Typography id="widerruf-titel" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }}>
        Ihre Widerrufserklärung
      </Typography>
      {posted && (faults.length > 0 || posted.notice) && (
        <ErrorSummary
          ref={summary}
          message={posted.notice ?? 'Bitte prüfen Sie Ihre Angaben.'}
          links={faults.map((name) => ({ href: `#${ids[name]}`, text: `${shortLabels[name]}: ${errors[name]}` }))}
        />
      )}
      {values.inquiry && <input type="hidden" name={INQUIRY_PARAM} value={values.inquiry} />}
      <FieldFrame id={ids.name} label={labels.name} required error={errors.name}>
        <TextInput {...field('name')} type="text" autoComplete="name" maxLength={100} />
      </FieldFrame>
      <FieldFrame id={ids.email} label={labels.email} required hint={EMAIL_HINT} error={errors.email}>
        <TextInput {...field('email', EMAIL_HINT)} type="email" autoComplete="email" inputMode="email" maxLength={200} />
      </FieldFrame>
      <FieldFrame id={ids.contract} label={labels.contract} required hint={CONTRACT_HINT} error={errors.contract}>
        <TextArea {...field('contract', CONTRACT_HINT)} rows={3} maxLength={1_000} />
      </FieldFrame>
      <HoneypotField id="widerruf-website" />
      <Box sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2, py: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.</Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem', mt: 0.5 }}>
          Mit „{WITHDRAWAL_SUBMIT_TEXT}“ senden Sie diese Erklärung ab. Sie müssen keine Gründe angeben.
        </Typography>
      </Box>
      <Box>
        <ActionButton type="submit" variant="contained">
          {WITHDRAWAL_SUBMIT_TEXT}
        </ActionButton>
      </Box>
    </Box>
  );
}
