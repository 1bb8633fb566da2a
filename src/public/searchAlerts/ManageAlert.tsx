import { useEffect, useState, type FormEvent } from 'react';
import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { ActionButton } from '../ui/Action';
import { describedBy, FieldFrame, TextInput } from '../forms/FormControls';
import type { OfferCriteria } from '../../shared/search/offerCriteria';
import { MAX_ALERT_NAME, type AlertFrequency, type ManagedAlert } from '../../shared/search/searchAlert';
import { changeAlert, deleteAlert, loadAlert } from './alertApi';
import { CriteriaFields } from './CriteriaFields';
import { FrequencyChoice } from './FrequencyChoice';
import { Notice } from './Notice';

type State =
  | { step: 'loading' }
  | { step: 'invalid'; message: string }
  | { step: 'ready'; alert: ManagedAlert; errors: Record<string, string>; message?: { text: string; tone: 'info' | 'error' } }
  | { step: 'deleted'; message: string };

/** The management page of a request, opened with the link of a mail: change the criteria, or delete everything. */
export function ManageAlert({ token, unsubscribe }: { token: string; unsubscribe: boolean }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [criteria, setCriteria] = useState<OfferCriteria>({});
  const [frequency, setFrequency] = useState<AlertFrequency>('sofort');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void loadAlert(token).then((answer) => {
      if (!current) return;
      if (!answer.ok) return setState({ step: 'invalid', message: answer.message });
      setCriteria(answer.data.criteria);
      setFrequency(answer.data.frequency);
      setState({ step: 'ready', alert: answer.data, errors: {} });
    });
    return () => {
      current = false;
    };
  }, [token]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step !== 'ready') return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setBusy(true);
    const answer = await changeAlert(token, { name, frequency, criteria });
    setBusy(false);
    if (answer.ok) setState({ step: 'ready', alert: answer.data.alert, errors: {}, message: { text: answer.message, tone: 'info' } });
    else setState({ ...state, errors: answer.fieldErrors ?? {}, message: { text: answer.message, tone: 'error' } });
  }

  async function remove() {
    setBusy(true);
    const answer = await deleteAlert(token);
    setBusy(false);
    setState(answer.ok ? { step: 'deleted', message: answer.message } : { step: 'invalid', message: answer.message });
  }

  if (state.step === 'loading') return <Typography color="text.secondary">Ihr Suchauftrag wird geladen …</Typography>;
  if (state.step === 'invalid') return <Notice tone="error">{state.message}</Notice>;
  if (state.step === 'deleted') return <Notice tone="info">{state.message}</Notice>;

  const deleteBlock = (
    <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
        {unsubscribe ? 'Abmelden' : 'Suchauftrag löschen'}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>Wir löschen den Suchauftrag mit Ihrer E-Mail-Adresse und allen Angaben; Sie erhalten keine Angebote mehr.</Typography>
      <ActionButton variant={unsubscribe ? 'contained' : 'outlined'} onClick={() => void remove()} disabled={busy}>
        Suchauftrag und Daten löschen
      </ActionButton>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography>
        Suchauftrag für <strong>{state.alert.email}</strong>: {state.alert.description}
      </Typography>
      {state.message && <Notice tone={state.message.tone}>{state.message.text}</Notice>}
      {unsubscribe && deleteBlock}
      <Box component="form" onSubmit={save} noValidate aria-label="Suchauftrag ändern" sx={{ display: 'grid', gap: 2.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          Suchauftrag ändern
        </Typography>
        <FieldFrame id="verwalten-name" label="Name des Suchauftrags" error={state.errors.name}>
          <TextInput
            id="verwalten-name"
            name="name"
            maxLength={MAX_ALERT_NAME}
            defaultValue={state.alert.name ?? ''}
            aria-invalid={state.errors.name ? true : undefined}
            aria-describedby={describedBy('verwalten-name', undefined, state.errors.name)}
          />
        </FieldFrame>
        <CriteriaFields criteria={criteria} onChange={setCriteria} errors={state.errors} />
        <FrequencyChoice idPrefix="verwalten" value={frequency} onChange={setFrequency} error={state.errors.frequency} />
        <Box>
          <ActionButton type="submit" size="large" disabled={busy}>
            Änderungen speichern
          </ActionButton>
        </Box>
      </Box>
      {!unsubscribe && deleteBlock}
    </Box>
  );
}
