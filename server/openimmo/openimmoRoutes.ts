import type { FastifyError, FastifyInstance, preHandlerHookHandler } from 'fastify';
import { RECORD_ID } from '../../src/shared/resources/validation';
import { IMPORT_AUTHOR } from '../../src/shared/history/changes';
import { writerOf } from '../history/recordedWrites';
import { exportFile, exportFileName, type ExportScope } from './exportFile';
import { importOpenImmo, type ImportTarget } from './importFile';
import { ImportRefused } from './importRefused';
import { portalPasswordSet } from './portalPassword';
import { transferToPortal, type TransferDeps } from './portalTransfer';
import { NO_AGENCY } from './sqliteSource';
import { requireCapability } from '../auth/roleGuard';

export interface OpenImmoRoutesOptions {
  deps: TransferDeps;
  /** Where imported listings and their pictures go. */
  importTarget: ImportTarget;
  /** The session (embedded) or the Firebase ID token of a member of staff (server/auth/firebaseStaffGuard.ts). */
  requireStaff: preHandlerHookHandler;
  /** Imported listings change what pages show (embedded; Firebase mode's listeners see it by themselves). */
  onImported?: () => void;
}

const NO_SUCH_PORTAL = 'Dieses Portal gibt es nicht.';

/** An OpenImmo ZIP with its pictures can be large; beyond this it is not one agency's stock. */
const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * Staff's OpenImmo API, the same in both backends: upload a file to import (the body is the file itself), download the
 * export (all published offers, or one portal's file), start a transfer now, read the transfer log with whether each
 * portal's password is set (never the password).
 */
export default async function openimmoRoutes(app: FastifyInstance, options: OpenImmoRoutesOptions) {
  const { deps } = options;
  // Importing listings is content work; the portals, their transfers and log are the admins' (docs/access-policy.md).
  const portalsOnly = [options.requireStaff, requireCapability('portals')];
  app.addContentTypeParser(
    ['application/zip', 'application/xml', 'text/xml', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  // Fastify's refusal of a too large body, in words staff can act on; every other error goes to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.code(413).send({
      message: `Die Datei ist zu groß: Eine OpenImmo-Datei darf höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB haben. Es wurde nichts gespeichert.`,
    });
  });

  app.post<{ Querystring: { dryRun?: string } }>(
    '/api/openimmo/import',
    { preHandler: options.requireStaff, bodyLimit: MAX_UPLOAD_BYTES },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        return reply.code(415).send({ message: 'Bitte senden Sie die OpenImmo-Datei (ZIP oder XML) als Inhalt der Anfrage.' });
      }
      const dryRun = request.query.dryRun === 'true' || request.query.dryRun === '1';
      try {
        const report = await importOpenImmo(request.body, {
          target: options.importTarget,
          by: request.staff?.email ?? null,
          author: writerOf(request.staff, IMPORT_AUTHOR).author,
          dryRun,
        });
        if (!dryRun) options.onImported?.();
        return report;
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        return reply.code(422).send({ message: `Import abgewiesen, nichts wurde gespeichert: ${error.message}` });
      }
    },
  );

  const findPortal = async (id: string) =>
    RECORD_ID.test(id) ? (await deps.source.portals()).find((candidate) => candidate.id === id) : undefined;

  app.post<{ Params: { id: string }; Querystring: { umfang?: string } }>(
    '/api/portals/:id/transfer',
    { preHandler: portalsOnly },
    async (request, reply) => {
      const portal = await findPortal(request.params.id);
      if (!portal) return reply.code(404).send({ message: NO_SUCH_PORTAL });
      const umfang = request.query.umfang === 'VOLL' ? 'VOLL' : undefined;
      const outcome = await transferToPortal(portal, deps, 'von Hand („Jetzt übertragen“)', umfang);
      if (!outcome.ran) return reply.code(409).send({ message: outcome.reason });
      return deps.ledger.entry(outcome.logId);
    },
  );

  // The file a portal gets, to download: as the portals themselves, the admins' (the dashboard shows it to them only).
  app.get<{ Querystring: { portal?: string; umfang?: string } }>(
    '/api/openimmo/export',
    { preHandler: portalsOnly },
    async (request, reply) => {
      const { portal: portalId } = request.query;
      const umfang = (['VOLL', 'TEIL'] as const).find((known) => known === (request.query.umfang ?? 'VOLL'));
      if (!umfang) return reply.code(400).send({ message: 'Der Umfang ist VOLL (alles) oder TEIL (nur Änderungen).' });
      const portal = portalId ? await findPortal(portalId) : undefined;
      if (portalId && !portal) return reply.code(404).send({ message: NO_SUCH_PORTAL });
      const scope: ExportScope | undefined = portal ? { portal, umfang } : umfang === 'VOLL' ? { umfang } : undefined;
      if (!scope)
        return reply.code(400).send({ message: 'Nur Änderungen (TEIL) gibt es nur gegenüber einem Portal: Bitte wählen Sie ein Portal.' });
      try {
        const { zip, count } = await exportFile(deps, scope);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${exportFileName(scope)}"`)
          .header('cache-control', 'no-store')
          .header('x-openimmo-count', String(count))
          .send(zip);
      } catch (error) {
        if ((error as Error).message !== NO_AGENCY) throw error;
        return reply.code(409).send({ message: NO_AGENCY });
      }
    },
  );

  app.get('/api/openimmo/transfers', { preHandler: portalsOnly }, async () => ({
    portals: (await deps.source.portals()).map((portal) => ({
      id: portal.id,
      name: portal.name,
      passwordEnv: portal.passwordEnv,
      passwordSet: portalPasswordSet(portal.passwordEnv, deps.portalPasswords),
    })),
    transfers: await deps.ledger.recent(100),
  }));
}
