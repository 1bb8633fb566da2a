import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFull } from './renderQueue';

/** A render that takes a few milliseconds and records how many ran at the same time. */
function counter() {
  let running = 0;
  let most = 0;
  const work = async (result: number) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return result;
  };
  return { work, most: () => most };
}

describe('the exposé PDF render queue', () => {
  it('runs at most `concurrency` renders at once and every queued one in turn', async () => {
    const queue = new RenderQueue({ concurrency: 2, queue: 10 });
    const { work, most } = counter();
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => queue.run(() => work(index))));
    expect(results).toEqual(Array.from({ length: 12 }, (_, index) => index));
    expect(most()).toBe(2);
  });

  it('refuses renders beyond the queue at once, and takes new ones once it drained', async () => {
    const queue = new RenderQueue({ concurrency: 1, queue: 2 });
    const { work, most } = counter();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, index) => queue.run(() => work(index))));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((outcomes[3] as PromiseRejectedResult).reason).toBeInstanceOf(RenderQueueFull);
    expect(most()).toBe(1);
    await expect(queue.run(() => work(7))).resolves.toBe(7);
  });

  it('frees the slot of a failed render', async () => {
    const queue = new RenderQueue({ concurrency: 1, queue: 0 });
    await expect(queue.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(queue.run(async () => 'weiter')).resolves.toBe('weiter');
  });
});
