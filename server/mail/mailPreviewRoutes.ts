import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { requestOrigin } from '../http/origin';
import { mailPreviews } from './mailPreviews';
import { requireCapability } from '../auth/roleGuard';

export interface MailPreviewRoutesOptions {
  /** The backend's staff check: the session cookie (embedded) or the Firebase ID token (server/auth/firebaseStaffGuard.ts). */
  requireStaff: preHandlerHookHandler;
  /** The agency data the mails' footer shows. */
  settings: () => Promise<Partial<SettingsRecord> | null>;
  publicUrl?: string;
}

/** The Postausgang's "Vorlagen ansehen", admins only (the role matrix), in both backends: every template with made-up data and the agency's settings. */
export default async function mailPreviewRoutes(app: FastifyInstance, { requireStaff, settings, publicUrl }: MailPreviewRoutesOptions) {
  const preHandler = [requireStaff, requireCapability('mail')];
  app.get('/api/mail/previews', { preHandler }, async () => Object.keys(mailPreviews));

  app.get<{ Params: { name: string } }>('/api/mail/previews/:name', { preHandler }, async (request, reply) => {
    const preview = Object.hasOwn(mailPreviews, request.params.name) ? mailPreviews[request.params.name] : undefined;
    if (!preview) return reply.code(404).send({ message: 'Diese Vorlage gibt es nicht.' });
    return preview((await settings()) ?? {}, requestOrigin(request, publicUrl));
  });
}
