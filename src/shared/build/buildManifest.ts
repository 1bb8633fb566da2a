/** Where each build describes itself; see vite.config.ts for the writer. */
export const BUILD_MANIFEST_PATH = '/_app/builds/latest.json';
export const buildMetaPath = (id: string) => `/_app/builds/meta/${id}.json`;
/** The first check runs about a second after load, then once an hour. */
export const FIRST_BUILD_CHECK_MS = 1000;
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export interface BuildManifest {
  id: string;
  timestamp: number;
}

export function isBuildManifest(value: unknown): value is BuildManifest {
  const candidate = value as Partial<BuildManifest> | null;
  return typeof candidate?.id === 'string' && typeof candidate.timestamp === 'number';
}
