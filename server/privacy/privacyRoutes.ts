import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { companyLabel } from '../../src/shared/brand/companyLabel';
import { brand } from '../../src/shared/brand/brand';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { EMAIL_INVALID, isEmailAddress } from '../../src/shared/resources/textPatterns';
import { requireCapability } from '../auth/roleGuard';
import { contentDisposition } from '../exposePdf/exposeFileName';
import { parseBody } from '../content/validation';
import type { PersonalDataStore } from './personalDataStore';
import { renderPrivacyReport } from './renderPrivacyReport';

export const SERVER_ACCOUNT_NEEDED =
  'Dafür braucht der Server sein eigenes Firebase-Konto (FIREBASE_MAIL_ACCOUNT). Bitte wenden Sie sich an die Administration Ihrer Website.';

/** The address is posted, never put into a URL: URLs end up in access logs and browser histories. */
const emailSchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .refine((value) => isEmailAddress(value), EMAIL_INVALID),
});

export interface PrivacyRoutesOptions {
  requireStaff: preHandlerHookHandler;
  /** null: the backend cannot (Firebase mode without the server's account). */
  store: PersonalDataStore | null;
  settings: () => Promise<SettingsRecord | null>;
}

/**
 * Data requests for admins (docs/privacy.md), the same in both backends: the report as JSON (the dashboard shows it
 * and saves it as the JSON export), as PDF, and the erasure.
 */
export default async function privacyRoutes(app: FastifyInstance, { requireStaff, store, settings }: PrivacyRoutesOptions) {
  const preHandler = [requireStaff, requireCapability('privacy')];
  const route = { preHandler, bodyLimit: 4 * 1024 };

  app.post('/api/privacy/report', route, async (request, reply) => {
    const parsed = parseBody(emailSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    if (!store) return reply.code(503).send({ message: SERVER_ACCOUNT_NEEDED });
    return store.find(parsed.data.email);
  });

  app.post('/api/privacy/report.pdf', route, async (request, reply) => {
    const parsed = parseBody(emailSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    if (!store) return reply.code(503).send({ message: SERVER_ACCOUNT_NEEDED });
    const report = await store.find(parsed.data.email);
    const pdf = await renderPrivacyReport(report, companyLabel(await settings(), brand.name));
    return reply
      .header('Content-Disposition', contentDisposition(`Datenauskunft-${report.createdAt.slice(0, 10)}.pdf`))
      .type('application/pdf')
      .send(pdf);
  });

  app.post('/api/privacy/erase', route, async (request, reply) => {
    const parsed = parseBody(emailSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    if (!store) return reply.code(503).send({ message: SERVER_ACCOUNT_NEEDED });
    const staff = request.staff!;
    const counts = await store.erase(parsed.data.email, staff.name ?? staff.email);
    // Who erased and how much, never the address.
    request.log.info({ by: staff.id, counts }, 'personal data erased');
    return { counts };
  });
}
