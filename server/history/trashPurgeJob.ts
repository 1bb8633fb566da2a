import { defineJob } from '../jobs/backgroundJob';

/**
 * The Papierkorb's housekeeping: a pass at start (so a server that was down when a record expired catches up) and
 * hourly, so a record goes at most an hour after its 30 days. `purge` is the backend's (RecordedWrites.purgeExpired,
 * purgeFirestoreTrash); what is purged is not found again, so several processes need no lease.
 */
export const trashPurgeJob = defineJob<{ purge: () => number | Promise<number> }>({
  name: 'trash-purge',
  pollMs: 60 * 60 * 1000,
  async pass({ purge }, { log }) {
    const purged = await purge();
    if (purged) log.info(`Trash: ${purged} expired entries deleted for good.`);
  },
});
