import { BUILD_CHECK_INTERVAL_MS, BUILD_MANIFEST_PATH, FIRST_BUILD_CHECK_MS, isBuildManifest } from './buildManifest';

/**
 * Knows whether a newer build than the running one has been deployed. The public site
 * turns the next navigation into a full page load; the dashboard shows a notice.
 */
let updateAvailable = false;
const listeners = new Set<() => void>();

export const buildUpdates = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => updateAvailable,
  getServerSnapshot: () => false,
  markAvailable() {
    if (updateAvailable) return;
    updateAvailable = true;
    listeners.forEach((listener) => listener());
  },
};

export interface WatchOptions {
  currentBuildId: string;
  fetchManifest?: () => Promise<unknown>;
  onUpdate?: () => void;
}

const fetchLatestManifest = async () => {
  const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' });
  return response.ok ? response.json() : null;
};

/** Polls the manifest; returns a function that stops polling. */
export function watchBuildUpdates({
  currentBuildId,
  fetchManifest = fetchLatestManifest,
  onUpdate = buildUpdates.markAvailable,
}: WatchOptions): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const check = async () => {
    try {
      const manifest = await fetchManifest();
      if (isBuildManifest(manifest) && manifest.id !== currentBuildId) onUpdate();
    } catch {
      // Offline or mid-deploy: the next check will tell.
    }
  };
  const first = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  }, FIRST_BUILD_CHECK_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
