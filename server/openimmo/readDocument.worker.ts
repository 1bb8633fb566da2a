// Reads OpenImmo files in a worker thread, one request after another (see readDocumentOffThread.ts).
import { parentPort } from 'node:worker_threads';
import { ImportRefused } from './importRefused';
import { readOpenImmoXml } from './readDocument';

parentPort!.on('message', ({ id, xml }: { id: number; xml: Uint8Array }) => {
  try {
    parentPort!.postMessage({ id, document: readOpenImmoXml(xml) });
  } catch (error) {
    parentPort!.postMessage({
      id,
      ...(error instanceof ImportRefused
        ? { refused: error.message }
        : { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    });
  }
});
