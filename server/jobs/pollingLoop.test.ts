import { describe, expect, it } from 'vitest';
import { PollingLoop } from './pollingLoop';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PollingLoop', () => {
  it('runs one more pass after a wake that came during a pass, never two at a time', async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    const loop = new PollingLoop(
      async () => {
        active += 1;
        most = Math.max(most, active);
        passes += 1;
        await tick(20);
        active -= 1;
      },
      60_000,
      () => undefined,
    );
    const first = loop.runNow();
    loop.wake();
    loop.wake();
    await first;
    await tick(60);
    await loop.stop();
    expect(passes).toBe(2);
    expect(most).toBe(1);
  });

  it('reports a failing pass and goes on polling', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const loop = new PollingLoop(
      async () => {
        passes += 1;
        throw new Error(`pass ${passes}`);
      },
      10,
      (error) => errors.push(error),
    );
    loop.start();
    await tick(80);
    await loop.stop();
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(errors.map(String)).toContain('Error: pass 1');
  });

  it('runs nothing once stopped', async () => {
    let passes = 0;
    const loop = new PollingLoop(
      async () => {
        passes += 1;
      },
      10,
      () => undefined,
    );
    await loop.stop();
    loop.wake();
    await tick(40);
    expect(passes).toBe(0);
    expect(loop.isStopped).toBe(true);
  });
});
