import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { restoreRefusal } from '../../src/shared/history/changes';
import { can } from '../../src/shared/auth/rolePolicy';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';
import { refuseWithout } from '../auth/roleGuard';
import { writerOf, type RecordedWrites, type RestoreOutcome } from './recordedWrites';
import { startJob } from '../jobs/backgroundJob';
import { trashPurgeJob } from './trashPurgeJob';

export interface HistoryRoutesOptions {
  resources: readonly ResourceDefinition[];
  writes: RecordedWrites;
  requireStaff: preHandlerHookHandler;
  /** Told after a restore, like after every write (caches, search requests, portal transfers). */
  onChange?: (resource: string) => void;
}

const NOT_FOUND = { message: 'Diese Version oder dieser Eintrag wurde nicht gefunden.' };

/**
 * Staff's change history and Papierkorb (docs/access-policy.md, "Change history"):
 * GET /api/<name>/<id>/history (newest first), POST /api/<name>/<id>/history/<entry>/restore,
 * GET /api/trash, POST /api/trash/<name>/<id>/restore. Restores are new changes, validated like every write.
 */
export default async function historyRoutes(app: FastifyInstance, options: HistoryRoutesOptions) {
  const { writes, requireStaff, onChange = () => {} } = options;
  const byName = new Map(options.resources.map((resource) => [resource.name, resource]));

  const answer = (reply: FastifyReply, resource: ResourceDefinition, restored: RestoreOutcome, what: string) => {
    switch (restored.outcome) {
      case 'restored':
        onChange(resource.name);
        return restored.record;
      case 'not-found':
        return reply.code(404).send(NOT_FOUND);
      case 'id-taken':
        return reply.code(409).send({
          message: 'Dieser Eintrag lässt sich nicht wiederherstellen: Seine Kennung ist inzwischen an einen anderen Eintrag vergeben.',
        });
      case 'invalid':
        return reply.code(400).send({ message: restoreRefusal(resource, restored.errors, what), errors: restored.errors });
    }
  };

  for (const resource of options.resources) {
    const base = `/api/${resource.name}/:id/history`;
    // The role matrix holds here as for the record itself: reading its history is reading it, a restore is a write.
    app.get<{ Params: { id: string } }>(base, { preHandler: requireStaff }, async (request, reply) => {
      if (refuseWithout(request, reply, resourceCapability(resource.name, 'read'))) return reply;
      return writes.history.list(resource.name, request.params.id);
    });
    app.post<{ Params: { id: string; entry: string } }>(`${base}/:entry/restore`, { preHandler: requireStaff }, async (request, reply) => {
      if (refuseWithout(request, reply, resourceCapability(resource.name, 'write'))) return reply;
      return answer(
        reply,
        resource,
        writes.restoreVersion(resource, request.params.id, request.params.entry, writerOf(request.staff)),
        'Diese Version',
      );
    });
  }

  app.get('/api/trash', { preHandler: requireStaff }, async (request) =>
    writes.trash
      .list(writes.now())
      .filter((entry) => can(request.staff?.role, resourceCapability(entry.resource, 'read')))
      .map(({ record: _record, ...entry }) => entry),
  );
  app.post<{ Params: { resource: string; id: string } }>(
    '/api/trash/:resource/:id/restore',
    { preHandler: requireStaff },
    async (request, reply) => {
      const resource = byName.get(request.params.resource);
      if (!resource) return reply.code(404).send(NOT_FOUND);
      if (refuseWithout(request, reply, resourceCapability(resource.name, 'write'))) return reply;
      return answer(
        reply,
        resource,
        writes.restoreFromTrash(resource, request.params.id, writerOf(request.staff)),
        'Die gelöschte Fassung',
      );
    },
  );

  startJob(app, trashPurgeJob, { purge: () => writes.purgeExpired(options.resources) }, { log: app.log });
}
