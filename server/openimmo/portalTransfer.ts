import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PortalPasswords } from '../config';
import { runExclusive, type Lease } from '../jobs/jobLease';
import { buildExport } from './exportDocument';
import { portalPassword } from './portalPassword';
import { uploadZip, type UploadTarget } from './portalUpload';
import type { Portal, TransferSource } from './transferSource';
import type { TransferLedger } from './transferLedger';
import { planTransfer } from './transferPlan';

/** What a transfer needs, from either backend (sqliteSource.ts, firestoreOpenImmo.ts). */
export interface TransferDeps {
  source: TransferSource;
  ledger: TransferLedger;
  /** One transfer per portal at a time, across processes or Cloud Run instances. */
  lease: Lease;
  /** PORTAL_<NAME>_PASSWORD of the configuration; a portal names its own. */
  portalPasswords: PortalPasswords;
  /** Tests hand FTPS their own certificate authority. */
  upload?: (target: UploadTarget, fileName: string, zip: Buffer) => Promise<void>;
}

export type TransferOutcome = { ran: false; reason: string } | { ran: true; status: 'success' | 'failed'; logId: string };

/** This process, among several on one database or Firestore (Cloud Run instances, a CLI beside the server). */
const PROCESS = `${hostname()}:${process.pid}`;
/** Longer than any transfer takes; a holder that died lets the lease run out after it. */
const LEASE_MS = 15 * 60 * 1000;

/** 20261127-081124123: sorts in time order, unique per portal (one transfer at a time, milliseconds apart). */
const stamp = (now: Date) => now.toISOString().slice(0, 23).replaceAll('-', '').replaceAll(':', '').replace('.', '').replace('T', '-');

/**
 * One transfer to one portal, run by exactly one process at a time (the lease `openimmo:<portal id>`): plan VOLL or
 * TEIL, build the ZIP, upload it, then log it and remember what the portal holds. A TEIL with nothing to say sends
 * nothing. Failures (no password, the server's refusal) land in the log with the server's text.
 */
export async function transferToPortal(
  portal: Portal,
  deps: TransferDeps,
  reason: string,
  umfang: 'VOLL' | 'TEIL' = portal.scope === 'voll' ? 'VOLL' : 'TEIL',
): Promise<TransferOutcome> {
  const { ledger } = deps;
  let outcome: TransferOutcome = { ran: false, reason: 'Eine Übertragung an dieses Portal läuft bereits.' };
  // A holder per run, not per process: the scheduler and "Jetzt übertragen" in one process exclude each other too.
  await runExclusive(deps.lease, `openimmo:${portal.id}`, `${PROCESS}:${randomUUID()}`, LEASE_MS, async () => {
    const logId = await ledger.start(portal, umfang, reason);
    try {
      const password = portalPassword(portal.passwordEnv, deps.portalPasswords);
      const source = await deps.source.exportSource();
      const plan = planTransfer(portal, await deps.source.listings(), await ledger.sent(portal.id), umfang, source);
      if (umfang === 'TEIL' && plan.items.length === 0) {
        await ledger.succeeded(logId, portal.id, plan, null);
      } else {
        const { zip } = await buildExport(plan.items, source, { anid: portal.anid, umfang, webp: portal.acceptsWebp });
        const fileName = `openimmo-${stamp(new Date())}-${umfang.toLowerCase()}.zip`;
        await (deps.upload ?? uploadZip)({ ...portal, password }, fileName, zip);
        await ledger.succeeded(logId, portal.id, plan, fileName);
      }
      outcome = { ran: true, status: 'success', logId };
    } catch (error) {
      await ledger.failed(logId, (error as Error).message);
      outcome = { ran: true, status: 'failed', logId };
    }
  });
  return outcome;
}
