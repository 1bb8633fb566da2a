import { cologneDistricts } from '../resources/choices/districts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../resources/textPatterns';
import { parseGermanNumber } from '../format/numbers';
import { valuationErrors } from './plausibility';
import {
  callbackTimes,
  needsPlotArea,
  valuationConditions,
  valuationFeatures,
  valuationObjectTypes,
  valuationPurposes,
  valuedByPlot,
  type ValuationObjectType,
} from './valuationChoices';

/**
 * The valuation funnel's steps and their checks, shared by the page (with JavaScript, in the browser) and the server
 * (the same form posted without JavaScript). No zod here, so the page's chunk stays small; the server checks the
 * finished request once more against the inquiries declaration.
 */
export interface ValuationAnswers {
  objectType?: string;
  street?: string;
  postcode?: string;
  district?: string;
  /** Numbers as typed when they do not read as a number, so the check can say so. */
  livingArea?: number | string;
  plotArea?: number | string;
  rooms?: number | string;
  yearBuilt?: number | string;
  lastModernisation?: number | string;
  condition?: string;
  features?: string[];
  purpose?: string;
  name?: string;
  email?: string;
  phone?: string;
  callbackTime?: string;
  message?: string;
  privacyConsent?: boolean;
}

export type AnswerName = keyof ValuationAnswers;
export type FunnelErrors = Partial<Record<AnswerName, string>>;

export interface FunnelStep {
  id: 'objekt' | 'lage' | 'flaeche' | 'baujahr' | 'zustand' | 'anliegen' | 'kontakt';
  title: string;
  fields: readonly AnswerName[];
}

export const funnelSteps: readonly FunnelStep[] = [
  { id: 'objekt', title: 'Welche Immobilie möchten Sie bewerten lassen?', fields: ['objectType'] },
  { id: 'lage', title: 'Wo liegt die Immobilie?', fields: ['street', 'postcode', 'district'] },
  { id: 'flaeche', title: 'Wie groß ist die Immobilie?', fields: ['livingArea', 'plotArea', 'rooms'] },
  { id: 'baujahr', title: 'Wann wurde sie gebaut und zuletzt modernisiert?', fields: ['yearBuilt', 'lastModernisation'] },
  { id: 'zustand', title: 'In welchem Zustand ist sie, und was bietet sie?', fields: ['condition', 'features'] },
  { id: 'anliegen', title: 'Was haben Sie vor?', fields: ['purpose'] },
  {
    id: 'kontakt',
    title: 'Wohin dürfen wir Ihr Ergebnis senden?',
    fields: ['name', 'email', 'phone', 'callbackTime', 'message', 'privacyConsent'],
  },
];

export type StepId = FunnelStep['id'];

const isObjectType = (value: unknown): value is ValuationObjectType => valuationObjectTypes.some((choice) => choice.id === value);

/** The steps an object type goes through: land has no year of construction and no condition. */
export function stepsFor(objectType: unknown): readonly FunnelStep[] {
  if (isObjectType(objectType) && valuedByPlot(objectType))
    return funnelSteps.filter((step) => step.id !== 'baujahr' && step.id !== 'zustand');
  return funnelSteps;
}

/** The fields a step shows for the object type (a flat has no plot, land no living area or rooms). */
export function stepFields(step: FunnelStep, objectType: unknown): readonly AnswerName[] {
  if (!isObjectType(objectType)) return step.fields;
  return step.fields.filter((field) => {
    if (field === 'plotArea') return needsPlotArea(objectType);
    if (field === 'livingArea' || field === 'rooms') return !valuedByPlot(objectType);
    return true;
  });
}

export const isStepId = (value: unknown): value is StepId => funnelSteps.some((step) => step.id === value);
export const stepById = (id: StepId) => funnelSteps.find((step) => step.id === id)!;

const NUMBER_FIELDS = ['livingArea', 'plotArea', 'rooms', 'yearBuilt', 'lastModernisation'] as const;
const TEXT_FIELDS = [
  'objectType',
  'street',
  'postcode',
  'district',
  'condition',
  'purpose',
  'name',
  'email',
  'phone',
  'callbackTime',
  'message',
] as const;
/** "85,5", "85.5", "1.200" (de-DE thousands) and "1200" read as numbers (parseGermanNumber); anything else stays text. */
export function readNumber(text: string): number | string | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  return parseGermanNumber(trimmed) ?? trimmed;
}

/** Form fields (posted, or the browser's FormData) as the funnel's answers; unknown fields are ignored. */
export function readAnswers(form: { get(name: string): unknown; getAll(name: string): unknown[] }): ValuationAnswers {
  const answers: ValuationAnswers = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') answers[name] = value.trim();
  }
  for (const name of NUMBER_FIELDS) {
    const value = form.get(name);
    const read = typeof value === 'string' ? readNumber(value) : undefined;
    if (read !== undefined) answers[name] = read;
  }
  const features = form
    .getAll('features')
    .filter((value): value is string => typeof value === 'string' && valuationFeatures.some((feature) => feature.id === value));
  if (features.length) answers.features = [...new Set(features)];
  if (form.get('privacyConsent') === 'ja') answers.privacyConsent = true;
  return answers;
}

/** A form-like view of a plain object of posted fields (strings or lists of strings). */
export function formOf(fields: Record<string, unknown>) {
  const all = (name: string) => {
    const value = fields[name];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  };
  return { get: (name: string) => all(name)[0], getAll: all };
}

/** The answers as form values, for the hidden fields that carry earlier steps without JavaScript. */
export function answerFormValues(answers: ValuationAnswers): [name: AnswerName, value: string][] {
  const values: [AnswerName, string][] = [];
  for (const [name, value] of Object.entries(answers) as [AnswerName, unknown][]) {
    if (Array.isArray(value)) for (const item of value) values.push([name, String(item)]);
    else if (value === true) values.push([name, 'ja']);
    else if (value !== undefined && value !== false) values.push([name, String(value)]);
  }
  return values;
}

const choiceIds = (choices: readonly { id: string }[]) => new Set(choices.map((choice) => choice.id));
const CHOICES: Partial<Record<AnswerName, Set<string>>> = {
  objectType: choiceIds(valuationObjectTypes),
  district: choiceIds(cologneDistricts),
  condition: choiceIds(valuationConditions),
  purpose: choiceIds(valuationPurposes),
  callbackTime: choiceIds(callbackTimes),
};
const MAX_LENGTH: Partial<Record<AnswerName, number>> = { street: 120, name: 100, message: 3_000 };

/** Per-field checks: types, lengths and formats, in visitors' words. */
function fieldErrors(answers: ValuationAnswers): FunnelErrors {
  const errors: FunnelErrors = {};
  for (const [name, ids] of Object.entries(CHOICES) as [AnswerName, Set<string>][]) {
    const value = answers[name];
    if (value !== undefined && !ids.has(String(value))) errors[name] = 'Bitte wählen Sie einen Eintrag aus der Liste.';
  }
  for (const [name, max] of Object.entries(MAX_LENGTH) as [AnswerName, number][]) {
    const value = answers[name];
    if (typeof value === 'string' && value.length > max) errors[name] = `Höchstens ${max.toLocaleString('de-DE')} Zeichen.`;
  }
  for (const name of NUMBER_FIELDS) {
    const value = answers[name];
    if (typeof value === 'string') errors[name] = 'Bitte geben Sie eine Zahl ein, z. B. 85 oder 85,5.';
    else if ((name === 'yearBuilt' || name === 'lastModernisation') && typeof value === 'number' && !Number.isInteger(value))
      errors[name] = 'Bitte geben Sie eine Jahreszahl ein, z. B. 1965.';
  }
  if (answers.postcode !== undefined && !/^\d{5}$/.test(answers.postcode))
    errors.postcode = 'Bitte geben Sie eine fünfstellige Postleitzahl ein.';
  if (!answers.name) errors.name = 'Bitte geben Sie Ihren Namen an.';
  if (!answers.email) errors.email = 'Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Ihnen das Ergebnis senden können.';
  else if (answers.email.length > 200 || !EMAIL_PATTERN.test(answers.email))
    errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.';
  if (answers.phone && !PHONE_PATTERN.test(answers.phone))
    errors.phone = 'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen, +, /, - und Klammern).';
  if (!answers.privacyConsent) errors.privacyConsent = 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.';
  return errors;
}

/** What is wrong on one step, field → German message (the step's fields only). */
export function stepErrors(step: FunnelStep, answers: ValuationAnswers, year: number): FunnelErrors {
  const all: FunnelErrors = { ...valuationErrors(answers, year), ...fieldErrors(answers) };
  const shown = stepFields(step, answers.objectType);
  return Object.fromEntries(Object.entries(all).filter(([name]) => shown.includes(name as AnswerName)));
}

/** Where the funnel stands: a step with the answers so far and what is wrong, or ready to send. */
export type FunnelState =
  { kind: 'step'; step: StepId; answers: ValuationAnswers; errors: FunnelErrors } | { kind: 'complete'; answers: ValuationAnswers };

export type FunnelMove = 'weiter' | 'zurueck';

/** The answers without those the object type does not ask for (a flat's plot typed before switching to it, say). */
export function relevantAnswers(answers: ValuationAnswers): ValuationAnswers {
  const shown = new Set(stepsFor(answers.objectType).flatMap((step) => stepFields(step, answers.objectType)));
  return Object.fromEntries(Object.entries(answers).filter(([name]) => shown.has(name as AnswerName))) as ValuationAnswers;
}

/**
 * One move of the funnel: back without checks (nothing typed is lost), forward when the step is right, and after
 * the last step complete when every step is right (else the first step with a problem).
 */
export function moveFunnel(current: StepId, move: FunnelMove, answers: ValuationAnswers, year: number): FunnelState {
  const steps = stepsFor(answers.objectType);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  if (move === 'zurueck') return { kind: 'step', step: steps[Math.max(0, index - 1)].id, answers, errors: {} };
  const errors = stepErrors(steps[index], answers, year);
  if (Object.keys(errors).length) return { kind: 'step', step: steps[index].id, answers, errors };
  if (index < steps.length - 1) return { kind: 'step', step: steps[index + 1].id, answers, errors: {} };
  for (const step of steps) {
    const problems = stepErrors(step, answers, year);
    if (Object.keys(problems).length) return { kind: 'step', step: step.id, answers, errors: problems };
  }
  return { kind: 'complete', answers: relevantAnswers(answers) };
}

/** The posted form (or FormData) as a move of the funnel. */
export function moveFromForm(form: { get(name: string): unknown; getAll(name: string): unknown[] }, year: number): FunnelState {
  const current = form.get('schritt');
  const move = form.get('aktion') === 'zurueck' ? 'zurueck' : 'weiter';
  return moveFunnel(isStepId(current) ? current : 'objekt', move, readAnswers(form), year);
}
