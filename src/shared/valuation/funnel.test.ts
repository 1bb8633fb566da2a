import { describe, expect, it } from 'vitest';
import { answerFormValues, formOf, moveFromForm, moveFunnel, readAnswers, readNumber, stepsFor } from './funnel';

const YEAR = 2026;
const flat = {
  objectType: 'wohnung',
  postcode: '50937',
  district: 'suelz',
  livingArea: 85,
  rooms: 3,
  yearBuilt: 1965,
  condition: 'gepflegt',
  features: ['balkon'],
  purpose: 'verkauf',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  privacyConsent: true,
};

describe('the valuation funnel', () => {
  it('reads German numbers', () => {
    expect(readNumber('85,5')).toBe(85.5);
    expect(readNumber('1.200')).toBe(1_200);
    expect(readNumber(' 92 ')).toBe(92);
    expect(readNumber('85.5')).toBe(85.5);
    expect(readNumber('viel')).toBe('viel');
    expect(readNumber('')).toBeUndefined();
  });

  it('goes forward only when the step is right, and back without checks', () => {
    expect(moveFunnel('objekt', 'weiter', {}, YEAR)).toMatchObject({
      step: 'objekt',
      errors: { objectType: 'Bitte wählen Sie die Art Ihrer Immobilie.' },
    });
    expect(moveFunnel('objekt', 'weiter', { objectType: 'wohnung' }, YEAR)).toMatchObject({ step: 'lage', errors: {} });
    const tooSmall = moveFunnel('flaeche', 'weiter', { ...flat, livingArea: 5 }, YEAR);
    expect(tooSmall).toMatchObject({ step: 'flaeche', errors: { livingArea: expect.stringContaining('5 m²') } });
    expect(moveFunnel('flaeche', 'zurueck', { objectType: 'wohnung', livingArea: 'abc' }, YEAR)).toMatchObject({
      step: 'lage',
      errors: {},
    });
    expect(moveFunnel('flaeche', 'weiter', { ...flat, livingArea: 'abc' }, YEAR)).toMatchObject({
      errors: { livingArea: expect.stringContaining('Zahl') },
    });
  });

  it('completes after the last step with every answer right, dropping what the type does not ask', () => {
    expect(moveFunnel('kontakt', 'weiter', { ...flat, plotArea: 300 }, YEAR)).toEqual({ kind: 'complete', answers: flat });
    expect(moveFunnel('kontakt', 'weiter', { ...flat, privacyConsent: undefined }, YEAR)).toMatchObject({
      step: 'kontakt',
      errors: { privacyConsent: expect.any(String) },
    });
    // A problem of an earlier step (a forged post skipping it) sends the visitor there.
    expect(moveFunnel('kontakt', 'weiter', { ...flat, yearBuilt: undefined }, YEAR)).toMatchObject({ step: 'baujahr' });
  });

  it('skips year and condition for land', () => {
    expect(stepsFor('grundstueck').map((step) => step.id)).toEqual(['objekt', 'lage', 'flaeche', 'anliegen', 'kontakt']);
  });

  it('carries the answers through hidden form fields unchanged', () => {
    const fields: Record<string, string[]> = {};
    for (const [name, value] of answerFormValues({ ...flat, livingArea: 85.5 })) (fields[name] ??= []).push(value);
    expect(readAnswers(formOf(fields))).toEqual({ ...flat, livingArea: 85.5 });
    expect(moveFromForm(formOf({ ...fields, schritt: 'kontakt', aktion: 'zurueck' }), YEAR)).toMatchObject({ step: 'anliegen' });
    expect(readAnswers(formOf({ features: ['balkon', 'rakete', 'balkon'], privacyConsent: 'nein' }))).toEqual({ features: ['balkon'] });
  });
});
