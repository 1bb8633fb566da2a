import type { FastifyBaseLogger } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { exposePdfPath, isCurrentOffer } from '../../src/shared/resources/propertyScopes';
import type { InquiryMailInput } from '../mail/inquiryMails';
import type { ExposePdfService } from './exposePdfService';

type Loose = Record<string, unknown> & { id: string };

/**
 * The exposé PDF for a visitor's confirmation of an exposé request: the file (with `attach`), always its link. Only
 * for a current offer, in the visitor's view; nothing for any other inquiry. A PDF that fails to render never
 * costs the inquiry: the mail then carries the link.
 */
export async function exposeForMail(
  {
    attach,
    log,
  }: {
    /** Where the file comes from; without it, only the link. */ attach?: {
      service: ExposePdfService;
      data: PublicDataSource;
    };
    log: FastifyBaseLogger;
  },
  inquiry: Record<string, unknown>,
  property: Loose | null | undefined,
  origin: string | null,
): Promise<InquiryMailInput['exposePdf']> {
  if (inquiry.topic !== 'expose' || !property || property.published !== true || !isCurrentOffer(property as never)) return undefined;
  const url = origin ? `${origin}${exposePdfPath(property.id)}` : null;
  if (!attach) return { attachment: null, url };
  try {
    const pdf = await attach.service.forVisitor(attach.data, property.id);
    return {
      attachment: pdf && {
        filename: pdf.fileName,
        contentType: 'application/pdf',
        content: pdf.body,
      },
      url,
    };
  } catch (error) {
    log.error({ err: error }, 'exposé PDF for the confirmation mail failed; the mail carries its link');
    return { attachment: null, url };
  }
}
