import { Worker } from 'node:worker_threads';
import { ImportRefused } from './importRefused';
import type { OpenImmoDocument } from './readDocument';

type WorkerAnswer = { id: number } & ({ document: OpenImmoDocument } | { refused: string } | { failed: string });

/** The worker's first lines: load the TypeScript module through tsx, as the server itself is run. */
const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.module, workerData.module));`;
const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_MODULE = new URL('./readDocument.worker.ts', import.meta.url).href;

interface Pending {
  resolve(document: OpenImmoDocument): void;
  reject(error: Error): void;
}

let reader: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextId = 0;

/**
 * One worker for the process, started on the first import and kept (loading its modules takes a second or two): it
 * reads one file after another. If it dies, the files it held fail and the
 * next import starts a new one.
 */
function startedReader() {
  if (reader) return reader;
  const worker = new Worker(BOOT, { eval: true, workerData: { tsx: TSX_API, module: WORKER_MODULE } });
  worker.unref();
  const pending = new Map<number, Pending>();
  const current = { worker, pending };
  const fail = (error: Error) => {
    if (reader === current) reader = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (answer: WorkerAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if (!waiting) return;
    if ('document' in answer) waiting.resolve(answer.document);
    else if ('refused' in answer) waiting.reject(new ImportRefused(answer.refused));
    else waiting.reject(new Error(`Reading the OpenImmo file failed: ${answer.failed}`));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The OpenImmo reader stopped with exit code ${code}`)));
  reader = current;
  return current;
}

/**
 * Reads an OpenImmo file in a worker thread. Parsing takes about a second per 5 MB (50 MB files are allowed): on the
 * server's own thread that would hold up every page and every visitor for as long.
 */
export function readOpenImmoOffThread(xml: Buffer): Promise<OpenImmoDocument> {
  const { worker, pending } = startedReader();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // While it reads, the worker keeps the process alive (the CLI awaits it); idle, it does not.
    worker.ref();
    worker.postMessage({ id, xml });
  });
}
