import { defineJob } from '../jobs/backgroundJob';
import { transferToPortal, type TransferDeps } from './portalTransfer';
import type { Portal } from './transferSource';

/** Where failures are reported: the server's logger, or the console of the nightly job (Firebase mode). */
export interface TransferLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const NIGHTLY_HOUR = 3;
export const NIGHTLY_REASON = 'nächtlicher Vollabgleich';
export const CHANGE_REASON = 'nach Änderungen';

/** The hour in Cologne, whatever the server's time zone. */
const cologneHour = (now: Date) =>
  Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: 'numeric', hourCycle: 'h23' }).format(now));

/**
 * When transfers run by themselves: TEIL to every active portal some minutes after the last change of content a
 * listing shows, and VOLL once a night (portalNightlyJob). Several processes may each decide to run; the lease lets
 * one through and the log tells the others that tonight's VOLL is done.
 */
export class TransferScheduler {
  private debounce?: NodeJS.Timeout;

  constructor(
    private readonly deps: TransferDeps,
    private readonly log: TransferLog,
    /** OPENIMMO_DEBOUNCE_SECONDS: after an edit, wait this long for more (staff often save a listing several times). */
    private readonly debounceMs: number,
  ) {}

  /** Content changed: (re)start the wait. */
  changed() {
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.runAll('TEIL', CHANGE_REASON), this.debounceMs);
    this.debounce.unref();
  }

  /** `stopped`: the server is shutting down, so no further portal is begun (one upload may take minutes). */
  async runNightly(now: Date, stopped?: () => boolean) {
    if (cologneHour(now) === NIGHTLY_HOUR) await this.nightlyVoll(now, stopped);
  }

  /**
   * Tonight's VOLL to every active portal that has not had it in the last 20 hours: the in-process check at 3 o'clock
   * calls it, and so can a scheduled job (Firebase mode, docs/firebase.md); whichever comes second finds it done.
   */
  async nightlyVoll(now: Date, stopped?: () => boolean) {
    const due = async (portalId: string) =>
      ((await this.deps.ledger.lastSuccess(portalId, NIGHTLY_REASON)) ?? 0) < now.getTime() - 20 * 60 * 60 * 1000;
    await this.runAll('VOLL', NIGHTLY_REASON, due, stopped);
  }

  private async runAll(
    umfang: 'VOLL' | 'TEIL',
    reason: string,
    due: (portalId: string) => Promise<boolean> = async () => true,
    stopped: () => boolean = () => false,
  ) {
    let portals: Portal[];
    try {
      portals = await this.deps.source.portals();
    } catch (error) {
      this.log.error({ err: error }, 'OpenImmo: the portal records could not be read');
      return;
    }
    for (const portal of portals) {
      if (stopped()) return;
      try {
        if (!portal.active || !(await due(portal.id))) continue;
        const outcome = await transferToPortal(portal, this.deps, reason, umfang === 'VOLL' ? 'VOLL' : undefined);
        if (outcome.ran && outcome.status === 'failed')
          this.log.warn({ portal: portal.name }, 'OpenImmo transfer failed (see the transfer log)');
      } catch (error) {
        this.log.error({ err: error, portal: portal.name }, 'OpenImmo transfer crashed');
      }
    }
  }

  close() {
    clearTimeout(this.debounce);
  }
}

/**
 * The nightly VOLL: every ten minutes a look whether it is 3 o'clock in Cologne. No lease of its own: each portal's
 * transfer takes the portal's, and the transfer log tells a second process that tonight's VOLL is done.
 */
export const portalNightlyJob = defineJob<{ scheduler: TransferScheduler }>({
  name: 'portal-nightly',
  pollMs: 10 * 60 * 1000,
  pass: ({ scheduler }, { now, stopped }) => scheduler.runNightly(new Date(now()), stopped),
});
