import { buildExport, type ExportItem } from './exportDocument';
import { isPublishedOffer } from './sqliteSource';
import type { Portal, TransferSource } from './transferSource';
import type { TransferLedger } from './transferLedger';
import { planTransfer } from './transferPlan';

export type ExportScope = { portal?: undefined; umfang: 'VOLL' } | { portal: Portal; umfang: 'VOLL' | 'TEIL' };

export interface FileExport {
  zip: Buffer;
  /** How many listings the file describes. */
  count: number;
  /** Pictures left out because they could not be read (German). */
  warnings: string[];
}

/** The file's name: "openimmo-2026-11-27-voll.zip", with the portal's name when it is one portal's file. */
export function exportFileName(scope: ExportScope, now = new Date()): string {
  const portal = scope.portal
    ? `-${scope.portal.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`
    : '';
  return `openimmo${portal}-${now.toISOString().slice(0, 10)}-${scope.umfang.toLowerCase()}.zip`;
}

/**
 * An OpenImmo ZIP to download (dashboard) or write (CLI), in both backends: every published current offer (VOLL, no
 * ANID), or what a transfer would send one portal now (VOLL, or TEIL against what it holds). A file is not a
 * transfer: what the portal holds stays as its last transfer left it.
 */
export async function exportFile(
  deps: { source: TransferSource; ledger: Pick<TransferLedger, 'sent'> },
  scope: ExportScope,
): Promise<FileExport> {
  const source = await deps.source.exportSource();
  const listings = await deps.source.listings();
  if (!scope.portal) {
    const items: ExportItem[] = listings.filter(isPublishedOffer).map((record) => ({ record, aktion: '' }));
    const { zip, warnings } = await buildExport(items, source, { anid: 'OHNE-PORTAL', umfang: 'VOLL', webp: false });
    return { zip, count: items.length, warnings };
  }
  const { portal, umfang } = scope;
  const plan = planTransfer(portal, listings, await deps.ledger.sent(portal.id), umfang, source);
  const { zip, warnings } = await buildExport(plan.items, source, { anid: portal.anid, umfang, webp: portal.acceptsWebp });
  return { zip, count: plan.items.length, warnings };
}
