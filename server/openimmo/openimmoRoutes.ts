import type { FastifyError, FastifyInstance, preHandlerHookHandler } from 'fastify';
import { RECORD_ID } from '../../src/shared/resources/validation';
import { IMPORT_AUTHOR } from '../../src/shared/history/changes';
import { writerOf } from '../history/recordedWrites';
import { importOpenImmo } from './importFile';
import { ImportRefused } from './importRefused';
import { findPortals, transferToPortal, type TransferDeps } from './portalTransfer';
import { TransferLedger } from './transferLedger';

export interface OpenImmoRoutesOptions {
  deps: TransferDeps;
  mediaDir: string;
  requireStaff: preHandlerHookHandler;
  /** Imported listings change what pages show. */
  onImported: () => void;
}

/** An OpenImmo ZIP with its pictures can be large; beyond this it is not one agency's stock. */
const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * Staff's OpenImmo API (embedded backend): upload a file to import (the body is the file itself), start a transfer
 * now, read the transfer log with whether each portal's password is set (never the password).
 */
export default async function openimmoRoutes(app: FastifyInstance, options: OpenImmoRoutesOptions) {
  const { deps } = options;
  app.addContentTypeParser(['application/zip', 'application/xml', 'text/xml', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  // Fastify's refusal of a too large body, in words staff can act on; every other error goes to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.code(413).send({ message: `Die Datei ist zu groß: Eine OpenImmo-Datei darf höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB haben. Es wurde nichts gespeichert.` });
  });

  app.post<{ Querystring: { dryRun?: string } }>('/api/openimmo/import', { preHandler: options.requireStaff, bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      return reply.code(415).send({ message: 'Bitte senden Sie die OpenImmo-Datei (ZIP oder XML) als Inhalt der Anfrage.' });
    }
    const dryRun = request.query.dryRun === 'true' || request.query.dryRun === '1';
    try {
      const report = await importOpenImmo(request.body, { db: deps.db, store: deps.store, mediaDir: options.mediaDir, by: request.staff?.email ?? null, author: writerOf(request.staff, IMPORT_AUTHOR).author, dryRun });
      if (!dryRun) options.onImported();
      return report;
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      return reply.code(422).send({ message: `Import abgewiesen, nichts wurde gespeichert: ${error.message}` });
    }
  });

  app.post<{ Params: { id: string }; Querystring: { umfang?: string } }>('/api/portals/:id/transfer', { preHandler: options.requireStaff }, async (request, reply) => {
    const portal = RECORD_ID.test(request.params.id) ? findPortals(deps.store).find((candidate) => candidate.id === request.params.id) : undefined;
    if (!portal) return reply.code(404).send({ message: 'Dieses Portal gibt es nicht.' });
    const umfang = request.query.umfang === 'VOLL' ? 'VOLL' : undefined;
    const outcome = await transferToPortal(portal, deps, 'von Hand („Jetzt übertragen“)', umfang);
    if (!outcome.ran) return reply.code(409).send({ message: outcome.reason });
    return new TransferLedger(deps.db).log(portal.id, 1)[0];
  });

  app.get('/api/openimmo/transfers', { preHandler: options.requireStaff }, async () => ({
    portals: findPortals(deps.store).map((portal) => ({ id: portal.id, name: portal.name, passwordEnv: portal.passwordEnv, passwordSet: Boolean(deps.env[portal.passwordEnv]) })),
    transfers: new TransferLedger(deps.db).log(undefined, 100),
  }));
}
