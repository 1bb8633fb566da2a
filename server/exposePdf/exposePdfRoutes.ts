import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { RECORD_ID } from '../../src/shared/resources/validation';
import { contentDisposition } from './exposeFileName';
import type { ExposePdf, ExposePdfService, ExposeRecords } from './exposePdfService';
import { RenderQueueFull } from './renderQueue';

export interface ExposePdfRoutesOptions {
  service: ExposePdfService;
  /** What visitors may read (both backends). */
  data: PublicDataSource;
  /** Staff's download of any listing: the backend's records and staff check (session cookie, or Firebase ID token). */
  staff: { records: ExposeRecords; requireStaff: preHandlerHookHandler };
}

const NOT_FOUND = 'Dieses Exposé gibt es nicht oder nicht mehr.';
const BUSY = 'Es werden gerade viele Exposés erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.';
/** Seconds: about what the full queue takes to drain. */
const RETRY_AFTER_SECONDS = 10;

/** The PDF (null: none), or "busy" when the render queue is full (answered 503). */
async function rendered(render: () => Promise<ExposePdf | null>): Promise<ExposePdf | null | 'busy'> {
  try {
    return await render();
  } catch (error) {
    if (error instanceof RenderQueueFull) return 'busy';
    throw error;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, pdf: ExposePdf | null | 'busy', cacheControl: string) {
  if (pdf === 'busy')
    return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).type('text/plain; charset=utf-8').send(BUSY);
  if (!pdf) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);
  const etag = `"${pdf.version}"`;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Content-Disposition', contentDisposition(pdf.fileName))
    // A listing's PDF is a copy of its page: search engines index the page.
    .header('X-Robots-Tag', 'noindex');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/pdf').send(pdf.body);
}

/**
 * GET /angebote/:id/expose.pdf for visitors (current offers only, like the page: anything else is a 404) and
 * GET /api/properties/:id/expose.pdf for staff (any listing, an unpublished one marked "Entwurf").
 */
export default async function exposePdfRoutes(app: FastifyInstance, { service, data, staff }: ExposePdfRoutesOptions) {
  app.get<{ Params: { id: string } }>('/angebote/:id/expose.pdf', async (request, reply) => {
    const { id } = request.params;
    const pdf = RECORD_ID.test(id) ? await rendered(() => service.forVisitor(data, id)) : null;
    // Revalidated on every use (the ETag makes that a 304): a changed listing is never shown stale.
    return send(request, reply, pdf, 'public, no-cache');
  });
  app.get<{ Params: { id: string } }>('/api/properties/:id/expose.pdf', { preHandler: staff.requireStaff }, async (request, reply) => {
    const { id } = request.params;
    const pdf = RECORD_ID.test(id) ? await rendered(() => service.forStaff(staff.records, id)) : null;
    return send(request, reply, pdf, 'private, no-store');
  });
}
