/**
 * Which backend holds the content: the embedded SQLite server (default) or Firebase.
 * Chosen by configuration only: BACKEND for the server (server/config.ts), VITE_BACKEND for the browser bundle,
 * which Vite fixes at build time (docs/firebase.md sets both in .env.production).
 */
export const BACKEND_MODES = ['embedded', 'firebase'] as const;
export type BackendMode = (typeof BACKEND_MODES)[number];

export class BackendModeError extends Error {}

export function parseBackendMode(value: string | undefined): BackendMode {
  const normalised = value?.trim().toLowerCase();
  if (!normalised || normalised === 'embedded') return 'embedded';
  if (normalised === 'firebase') return 'firebase';
  throw new BackendModeError(`BACKEND muss „embedded“ oder „firebase“ sein, nicht „${value}“.`);
}

/** The browser bundle's choice, fixed at build time (Vite replaces import.meta.env). */
export const clientBackendMode = (): BackendMode => parseBackendMode(import.meta.env.VITE_BACKEND as string | undefined);
