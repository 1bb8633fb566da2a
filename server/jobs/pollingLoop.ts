/**
 * The timer of a background job: runs `pass` every `pollMs` and at once when woken, never two passes at a time (a
 * wake during a pass runs one more right after it). The jobs keep their state in the database, so a restart goes on
 * where the last process stopped; a failing pass is reported and the loop goes on polling.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether stop() was called: a long pass checks it between its steps. */
  get isStopped() {
    return this.stopped;
  }

  start() {
    this.wake();
  }

  /** Run a pass soon (after the current one, if one is going). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Runs a pass now, or waits for the one going (and asks for another); tests call it directly. */
  runNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.pollMs);
      });
    return this.running;
  }

  /** Stops polling and waits for a pass in progress, so the database can close after it. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runNow(), delay);
    this.timer.unref();
  }
}
