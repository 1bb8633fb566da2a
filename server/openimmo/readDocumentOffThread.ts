import { Worker } from 'node:worker_threads';
import { ImportRefused } from './importRefused';
import type { OpenImmoDocument } from './readDocument';

type WorkerAnswer = { document: OpenImmoDocument } | { refused: string } | { failed: string };

/** The worker's first lines: load the TypeScript module through tsx, as the server itself is run. */
const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.module, workerData.module));`;
const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_MODULE = new URL('./readDocument.worker.ts', import.meta.url).href;

/**
 * Reads an OpenImmo file in a worker thread. Parsing takes about a second per 5 MB (50 MB files are allowed): on the
 * server's own thread that would hold up every page and every visitor for as long. The worker runs the TypeScript
 * source through tsx like the server itself.
 */
export function readOpenImmoOffThread(xml: Buffer): Promise<OpenImmoDocument> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: { tsx: TSX_API, module: WORKER_MODULE, xml } });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if ('document' in answer) resolve(answer.document);
      else if ('refused' in answer) reject(new ImportRefused(answer.refused));
      else reject(new Error(`Reading the OpenImmo file failed: ${answer.failed}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The OpenImmo reader stopped with exit code ${code} before it answered`));
    });
  });
}
