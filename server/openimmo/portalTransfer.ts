import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { portals, type PortalRecord } from '../../src/shared/resources/portals';
import type { Db } from '../db/database';
import type { DocumentStore } from '../db/documentStore';
import type { ImageBytes } from '../exposePdf/pdfImages';
import { JobLease } from '../jobs/jobLease';
import { buildExport } from './exportDocument';
import { uploadZip, type UploadTarget } from './portalUpload';
import { allListings, exportSource } from './storeSource';
import { TransferLedger } from './transferLedger';
import { planTransfer } from './transferPlan';

export type Portal = PortalRecord & { id: string };

export interface TransferDeps {
  db: Db;
  store: DocumentStore;
  imageBytes: ImageBytes;
  env: NodeJS.ProcessEnv;
  /** Tests hand FTPS their own certificate authority. */
  upload?: (target: UploadTarget, fileName: string, zip: Buffer) => Promise<void>;
}

export type TransferOutcome = { ran: false; reason: string } | { ran: true; status: 'success' | 'failed'; logId: string };

/** This process, among several on one database (Cloud Run instances, a CLI beside the server). */
const HOLDER = `${hostname()}:${process.pid}:${randomUUID()}`;
/** Longer than any transfer takes; a holder that died lets the lease run out after it. */
const LEASE_MS = 15 * 60 * 1000;

/** 20261127-081124123: sorts in time order, unique per portal (one transfer at a time, milliseconds apart). */
const stamp = (now: Date) => now.toISOString().slice(0, 23).replaceAll('-', '').replaceAll(':', '').replace('.', '').replace('T', '-');

export function findPortals(store: DocumentStore): Portal[] {
  return store.list(portals.name, { conditions: [], sort: { field: 'name', order: 'ASC' }, offset: 0, limit: -1 }).data as unknown as Portal[];
}

/**
 * One transfer to one portal, run by exactly one process at a time (a lease per portal in job_leases): plan VOLL or
 * TEIL, build the ZIP, upload it, then log it and remember what the portal holds. A TEIL with nothing to say sends
 * nothing. Failures (no password, the server's refusal) land in the log with the server's text.
 */
export async function transferToPortal(portal: Portal, deps: TransferDeps, reason: string, umfang: 'VOLL' | 'TEIL' = portal.scope === 'voll' ? 'VOLL' : 'TEIL'): Promise<TransferOutcome> {
  const ledger = new TransferLedger(deps.db);
  let outcome: TransferOutcome = { ran: false, reason: 'Eine Übertragung an dieses Portal läuft bereits.' };
  await new JobLease(deps.db).runExclusive(`openimmo:${portal.id}`, HOLDER, LEASE_MS, async () => {
    const logId = ledger.start(portal, umfang, reason);
    try {
      const password = deps.env[portal.passwordEnv];
      if (!password) throw new Error(`Die Umgebungsvariable ${portal.passwordEnv} mit dem Passwort ist auf dem Server nicht gesetzt.`);
      const source = exportSource(deps.store, deps.imageBytes);
      const plan = planTransfer(portal, allListings(deps.store), ledger.sent(portal.id), umfang, source);
      if (umfang === 'TEIL' && plan.items.length === 0) {
        ledger.succeeded(logId, portal.id, plan, null);
      } else {
        const { zip } = await buildExport(plan.items, source, { anid: portal.anid, umfang, webp: portal.acceptsWebp });
        const fileName = `openimmo-${stamp(new Date())}-${umfang.toLowerCase()}.zip`;
        await (deps.upload ?? uploadZip)({ ...portal, password }, fileName, zip);
        ledger.succeeded(logId, portal.id, plan, fileName);
      }
      outcome = { ran: true, status: 'success', logId };
    } catch (error) {
      ledger.failed(logId, (error as Error).message);
      outcome = { ran: true, status: 'failed', logId };
    }
  });
  return outcome;
}
