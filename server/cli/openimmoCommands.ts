import { readFile, writeFile } from 'node:fs/promises';
import type { Db } from '../db/database';
import type { DocumentStore } from '../db/documentStore';
import type { ImageBytes } from '../exposePdf/pdfImages';
import { exportFile } from '../openimmo/exportFile';
import { importOpenImmo, storeImportTarget, type ImportReport } from '../openimmo/importFile';
import { ImportRefused } from '../openimmo/importRefused';
import { findPortals, storeTransferSource } from '../openimmo/sqliteSource';
import { SqliteTransferLedger } from '../openimmo/transferLedger';

export interface OpenImmoCliContext {
  db: Db;
  store: DocumentStore;
  mediaDir: string;
  imageBytes: ImageBytes;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `Aufruf:
  npm run openimmo -- export <datei.zip> [--portal <Name>] [--teil]
  npm run openimmo -- import <datei.zip|datei.xml> [--dry-run]`;

/** The value after `--name`, and the arguments without both. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
}

async function exportCommand(args: string[], context: OpenImmoCliContext): Promise<number> {
  const portalName = option(args, '--portal');
  const teil = flag(args, '--teil');
  const [file, ...rest] = args;
  if (!file || rest.length) return usage(context);
  if (!portalName && teil) {
    context.err('--teil braucht --portal: „nur Änderungen“ gibt es nur gegenüber einem Portal.');
    return 2;
  }
  const portal = portalName === undefined ? undefined : findPortals(context.store).find((candidate) => candidate.name === portalName);
  if (portalName !== undefined && !portal) {
    context.err(
      `Ein Portal „${portalName}“ gibt es nicht. Vorhanden: ${
        findPortals(context.store)
          .map((candidate) => candidate.name)
          .join(', ') || 'keines'
      }.`,
    );
    return 1;
  }
  const umfang = teil ? 'TEIL' : 'VOLL';
  const deps = { source: storeTransferSource(context.store, context.imageBytes), ledger: new SqliteTransferLedger(context.db) };
  const { zip, count, warnings } = await exportFile(deps, portal ? { portal, umfang } : { umfang: 'VOLL' });
  await writeFile(file, zip);
  warnings.forEach(context.err);
  context.out(
    portal
      ? `${file} geschrieben: ${count} Objekt(e) für ${portal.name} (${umfang}).`
      : `${file} geschrieben: alle veröffentlichten Angebote (VOLL).`,
  );
  return 0;
}

function printReport(report: ImportReport, out: (line: string) => void) {
  if (report.dryRun) out('Probelauf: Es wurde nichts gespeichert.');
  for (const warning of report.warnings) out(`Hinweis: ${warning}`);
  for (const listing of report.listings) {
    out(`${listing.objectNumber || '(ohne Nummer)'} „${listing.title}“: ${listing.outcome}${listing.reason ? ` – ${listing.reason}` : ''}`);
    for (const warning of listing.warnings) out(`  Hinweis: ${warning}`);
  }
  const count = (outcome: string) => report.listings.filter((listing) => listing.outcome === outcome).length;
  out(
    `Angelegt: ${count('angelegt')}, aktualisiert: ${count('aktualisiert')}, gelöscht: ${count('gelöscht')}, übersprungen: ${count('übersprungen')}.`,
  );
}

async function importCommand(args: string[], context: OpenImmoCliContext): Promise<number> {
  const dryRun = flag(args, '--dry-run');
  const [file, ...rest] = args;
  if (!file || rest.length) return usage(context);
  try {
    const report = await importOpenImmo(await readFile(file), {
      target: storeImportTarget(context.db, context.store, context.mediaDir),
      by: 'openimmo-cli',
      dryRun,
    });
    printReport(report, context.out);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    context.err(`Import abgewiesen, nichts wurde gespeichert: ${error.message}`);
    return 1;
  }
}

function usage(context: OpenImmoCliContext): number {
  context.err(USAGE);
  return 2;
}

/** `npm run openimmo -- export|import …` on DATA_DIR; answers the exit code. */
export async function runOpenImmoCli(argv: readonly string[], context: OpenImmoCliContext): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'export') return exportCommand(rest, context);
  if (command === 'import') return importCommand(rest, context);
  return usage(context);
}
