import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ToneChip } from '../layout/ToneChip';
import { accountApi, TWO_FACTOR_KEY, type Enrolment, type Proof, type TwoFactorStatus } from './accountApi';
import { EnrolmentSteps } from './EnrolmentSteps';
import { ProofForm } from './ProofForm';
import { RecoveryCodes } from './RecoveryCodes';

type Purpose = 'setup' | 'disable' | 'codes';
type Step =
  { name: 'idle' } | { name: 'enrolling'; enrolment: Enrolment } | { name: 'codes'; codes: string[] } | { name: 'proof'; purpose: Purpose };

const PROOF_ACTIONS: Record<Purpose, string> = { setup: 'Weiter zur Einrichtung', disable: 'Ausschalten', codes: 'Neue Codes erzeugen' };
const passwordOf = (proof: Proof) => ('password' in proof ? proof.password : '');

/** Two-factor sign-in with an authenticator app (TOTP): set up, recovery codes, turn off. */
export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  const start = useMutation({ mutationFn: accountApi.startEnrolment, onSuccess: (enrolment) => setStep({ name: 'enrolling', enrolment }) });
  const disable = useMutation({
    mutationFn: accountApi.disableTwoFactor,
    onSuccess: () => {
      setStep({ name: 'idle' });
      void refresh();
    },
  });
  const newCodes = useMutation({
    mutationFn: accountApi.newRecoveryCodes,
    onSuccess: ({ recoveryCodes }) => setStep({ name: 'codes', codes: recoveryCodes }),
  });
  const mutations = { setup: start, disable, codes: newCodes };

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Zwei-Faktor-Anmeldung
          </Typography>
          <ToneChip tone={status.enabled ? 'success' : 'default'} label={status.enabled ? 'eingeschaltet' : 'ausgeschaltet'} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {status.enabled
            ? `Bei jeder Anmeldung fragt die Seite nach dem Passwort auch einen Code aus Ihrer Authenticator-App ab. Noch ${status.recoveryCodesLeft} von 10 Wiederherstellungscodes sind unbenutzt.`
            : 'Schützt Ihren Zugang auch dann, wenn jemand Ihr Passwort kennt: Nach dem Passwort fragt die Anmeldung einen Code aus einer Authenticator-App auf Ihrem Telefon ab.'}
        </Typography>
        {step.name === 'idle' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {status.enabled ? (
              <>
                <Button variant="outlined" onClick={() => setStep({ name: 'proof', purpose: 'codes' })}>
                  Neue Wiederherstellungscodes
                </Button>
                <Button variant="outlined" color="error" onClick={() => setStep({ name: 'proof', purpose: 'disable' })}>
                  Zwei-Faktor-Anmeldung ausschalten
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={() => setStep({ name: 'proof', purpose: 'setup' })}>
                Zwei-Faktor-Anmeldung einrichten
              </Button>
            )}
          </Stack>
        )}
        {step.name === 'enrolling' && (
          <EnrolmentSteps
            enrolment={step.enrolment}
            onConfirmed={(codes) => {
              setStep({ name: 'codes', codes });
              void refresh();
            }}
          />
        )}
        {step.name === 'codes' && (
          <RecoveryCodes
            codes={step.codes}
            onDone={() => {
              setStep({ name: 'idle' });
              void refresh();
            }}
          />
        )}
        {step.name === 'proof' && (
          <ProofForm
            action={PROOF_ACTIONS[step.purpose]}
            passwordOnly={step.purpose !== 'disable'}
            busy={mutations[step.purpose].isPending}
            error={mutations[step.purpose].error}
            onSubmit={(proof) => {
              if (step.purpose === 'disable') disable.mutate(proof);
              else if (step.purpose === 'setup') start.mutate(passwordOf(proof));
              else newCodes.mutate(passwordOf(proof));
            }}
            onCancel={() => setStep({ name: 'idle' })}
          />
        )}
      </CardContent>
    </Card>
  );
}
