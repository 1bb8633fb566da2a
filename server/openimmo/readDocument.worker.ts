// Reads one OpenImmo file in a worker thread (see readDocumentOffThread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { ImportRefused } from './importRefused';
import { readOpenImmoXml } from './readDocument';

try {
  parentPort!.postMessage({ document: readOpenImmoXml((workerData as { xml: Uint8Array }).xml) });
} catch (error) {
  parentPort!.postMessage(error instanceof ImportRefused ? { refused: error.message } : { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
