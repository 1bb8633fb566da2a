import { NO_PERMISSION } from '../auth/rolePolicy';
import type { FieldErrors } from '../resources/validation';
import { ImageRejected } from './imageVariants';
import { QueryRejected } from '../data/listPlan';

/**
 * What react-admin expects from a data provider's failure: `status` (401/403 end or keep the
 * session, 400 marks the form) and `body` ({ message, errors }) — the shape ra-data-simple-rest
 * gives for the embedded server's answers, so the dashboard treats both backends alike.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, unknown> } = { message },
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const NOT_FOUND = 'Der Eintrag wurde nicht gefunden.';
export const INVALID = 'Bitte prüfen Sie die markierten Felder.';

/** A refused write: the fields' messages on the inputs, the summary as the form's notification. */
export const invalidRecord = (errors: FieldErrors) =>
  new ProviderError(INVALID, 400, { message: INVALID, errors: { ...errors, root: { serverError: INVALID } } });

const BY_CODE: Record<string, { status: number; message: string }> = {
  // Firestore's rules refuse what the role may not do: the same wording as the embedded server's 403.
  'permission-denied': { status: 403, message: NO_PERMISSION },
  unauthenticated: { status: 401, message: 'Bitte melden Sie sich an.' },
  'not-found': { status: 404, message: NOT_FOUND },
  'already-exists': { status: 409, message: 'Diesen Eintrag gibt es bereits.' },
  'resource-exhausted': { status: 429, message: 'Das Kontingent der Datenbank ist erschöpft. Bitte versuchen Sie es später erneut.' },
  unavailable: {
    status: 503,
    message: 'Die Datenbank ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  'deadline-exceeded': { status: 504, message: 'Die Datenbank hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.' },
  // Firestore needs a composite index for this combination of filters and sort.
  'failed-precondition': {
    status: 400,
    message:
      'Diese Kombination aus Filtern und Sortierung ist in der Datenbank noch nicht eingerichtet. Bitte wählen Sie eine andere Sortierung oder weniger Filter (siehe docs/firebase.md, „Indizes“).',
  },
  // Cloud Storage (image uploads).
  'storage/unauthorized': { status: 403, message: NO_PERMISSION },
  'storage/unauthenticated': { status: 401, message: 'Bitte melden Sie sich an, um Bilder hochzuladen.' },
  'storage/quota-exceeded': {
    status: 429,
    message: 'Der Speicherplatz für Bilder ist erschöpft. Bitte wenden Sie sich an die Verwaltung der Website.',
  },
  'storage/retry-limit-exceeded': {
    status: 503,
    message: 'Das Bild konnte nicht hochgeladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
};

/** Firestore's and our own failures as ProviderErrors with German messages. */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof QueryRejected) return new ProviderError(error.message, 400);
  if (error instanceof ImageRejected) return new ProviderError(error.message, 422);
  const code = (error as { code?: unknown })?.code;
  const known = typeof code === 'string' ? BY_CODE[code] : undefined;
  if (known) {
    // The index error carries the console link that creates the index: whoever maintains the site needs it.
    if (code === 'failed-precondition') console.warn('Firestore:', (error as Error).message);
    return new ProviderError(known.message, known.status);
  }
  return new ProviderError('Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.', 500);
}
