/**
 * When a code chunk fails to load (usually a deploy removed it), reload the page once.
 * A second failure for the same path within the guard window is left to the error page,
 * so a broken deploy cannot trap the visitor in a reload loop.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

export interface ReloadGuardEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Returns true when it reloads, false when a reload for this path was suppressed. */
export function reloadOnce(path: string, env: ReloadGuardEnv): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(env.storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && env.now() - last < RELOAD_GUARD_MS) return false;
  env.storage.setItem(key, String(env.now()));
  env.reload();
  return true;
}
