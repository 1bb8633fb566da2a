/** Thrown when every render slot is busy and the queue is full: the route answers 503 with Retry-After. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Exposé PDF render queue is full');
  }
}

export interface RenderQueueLimits {
  /** Renders at once. Laying out a PDF holds the event loop in long synchronous stretches; one at a time leaves room for pages. */
  concurrency: number;
  /** Renders waiting for a slot; one more is refused rather than kept waiting for long. */
  queue: number;
}

/**
 * Runs PDF renders with bounded concurrency: twenty first-time renders at once took turns on the one event loop
 * and stalled every other visitor's request for seconds (issue #31).
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: RenderQueueLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) this.running += 1;
    else if (this.waiting.length >= this.limits.queue) throw new RenderQueueFull();
    // The slot is handed over by the render that ends, so `running` never drops below the busy count.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The next render starts on a later turn of the event loop: requests that arrived meanwhile go first.
      if (next) setImmediate(next);
      else this.running -= 1;
    }
  }
}
