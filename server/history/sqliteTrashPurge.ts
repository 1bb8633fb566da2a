import type { FastifyBaseLogger } from 'fastify';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { PollingLoop } from '../jobs/pollingLoop';
import type { RecordedWrites } from './recordedWrites';

/** The Papierkorb is emptied hourly; a record goes at most an hour after its 30 days. */
export const TRASH_PURGE_POLL_MS = 60 * 60 * 1000;

/**
 * The housekeeping timer of the Papierkorb: a pass at start (so a server that was down when a record expired
 * catches up) and every hour. The state is the `trash` table, so a restart loses nothing, and a pass is
 * idempotent (what is purged is not found again); several processes need no lease for it.
 */
export function trashPurge(
  writes: RecordedWrites,
  resources: readonly ResourceDefinition[],
  log: FastifyBaseLogger,
  pollMs = TRASH_PURGE_POLL_MS,
) {
  return new PollingLoop(
    async () => {
      const purged = writes.purgeExpired(resources);
      if (purged) log.info(`Trash: ${purged} expired entries deleted for good.`);
    },
    pollMs,
    (error) => log.error(error, 'trash purge failed'),
  );
}
