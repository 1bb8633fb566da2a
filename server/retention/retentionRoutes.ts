import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { retentionOf } from '../../src/shared/privacy/retention';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { SERVER_ACCOUNT_NEEDED } from '../privacy/privacyRoutes';
import type { RetentionStore } from './retentionStore';

export interface RetentionRoutesOptions {
  requireStaff: preHandlerHookHandler;
  store: RetentionStore | null;
  settings: () => Promise<SettingsRecord | null>;
}

/** The dashboard overview's "Aufbewahrung": the periods in force and what the latest daily run deleted. */
export default async function retentionRoutes(app: FastifyInstance, { requireStaff, store, settings }: RetentionRoutesOptions) {
  app.get('/api/retention', { preHandler: requireStaff }, async (_request, reply) => {
    if (!store) return reply.code(503).send({ message: SERVER_ACCOUNT_NEEDED });
    return { periods: retentionOf(await settings()), lastRun: await store.lastRun() };
  });
}
