import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { brand } from '../../src/shared/brand/brand';
import { companyLabel } from '../../src/shared/brand/companyLabel';
import { requireCapability } from '../auth/roleGuard';
import type { ExposeRecords } from '../exposePdf/exposePdfService';
import { contentDisposition } from '../exposePdf/exposeFileName';
import { SERVER_ACCOUNT_NEEDED } from '../privacy/privacyRoutes';
import type { PersonalDataStore } from '../privacy/personalDataStore';
import { gatherEvidence } from './evidenceInput';
import { renderEvidence } from './renderEvidence';

export const INQUIRY_NOT_FOUND = 'Diese Anfrage gibt es nicht (mehr).';

export interface EvidenceRoutesOptions {
  requireStaff: preHandlerHookHandler;
  /** null: the backend cannot read what it needs (Firebase mode without the server's account). */
  personalData: PersonalDataStore | null;
  records: ExposeRecords;
}

/** The Nachweis (PDF) of one inquiry, for staff who handle inquiries, in both backends (docs/withdrawal.md). */
export default async function evidenceRoutes(app: FastifyInstance, { requireStaff, personalData, records }: EvidenceRoutesOptions) {
  app.get<{ Params: { id: string } }>(
    '/api/inquiries/:id/nachweis.pdf',
    { preHandler: [requireStaff, requireCapability('inquiries')] },
    async (request, reply) => {
      if (!personalData) return reply.code(503).send({ message: SERVER_ACCOUNT_NEEDED });
      const staff = request.staff!;
      const input = await gatherEvidence(
        request.params.id,
        { personalData, listing: (id) => records.listing(id) },
        { company: companyLabel(await records.settings(), brand.name), createdAt: new Date(), createdBy: staff.name ?? staff.email },
      );
      if (!input) return reply.code(404).send({ message: INQUIRY_NOT_FOUND });
      return reply
        .header('Content-Disposition', contentDisposition(`Nachweis-Anfrage-${input.inquiry.id}.pdf`))
        .type('application/pdf')
        .send(await renderEvidence(input));
    },
  );
}
