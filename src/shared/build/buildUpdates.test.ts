import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, FIRST_BUILD_CHECK_MS } from './buildManifest';
import { watchBuildUpdates } from './buildUpdates';

describe('watchBuildUpdates', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('checks about a second after load, then every hour', async () => {
    const fetchManifest = vi.fn(async () => ({ id: 'a', timestamp: 1 }));
    const stop = watchBuildUpdates({ currentBuildId: 'a', fetchManifest, onUpdate: vi.fn() });
    await vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS - 1);
    expect(fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('reports an update when the deployed build id differs', async () => {
    const onUpdate = vi.fn();
    watchBuildUpdates({ currentBuildId: 'a', fetchManifest: async () => ({ id: 'b', timestamp: 2 }), onUpdate });
    await vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('ignores failed or malformed manifests', async () => {
    const onUpdate = vi.fn();
    const answers = [() => Promise.reject(new Error('offline')), () => Promise.resolve({ nonsense: true })];
    watchBuildUpdates({ currentBuildId: 'a', fetchManifest: () => answers.shift()!(), onUpdate });
    await vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS + BUILD_CHECK_INTERVAL_MS);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
