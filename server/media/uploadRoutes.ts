import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ImageRejected, MAX_INPUT_BYTES, processImage } from './imagePipeline';
import { NO_PERMISSION } from '../../src/shared/auth/rolePolicy';
import { RequestRefused, wordErrors } from '../http/errorAnswers';

export interface UploadsOptions {
  mediaDir: string;
  /** The staff-only guard: it answers visitors before a single byte of the body is read. */
  preHandler: preHandlerHookHandler;
}

/** German messages for what @fastify/multipart and Fastify itself refuse. */
const MESSAGES: Readonly<Record<string, { status: number; message: string }>> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'Die Datei ist zu groß. Bitte laden Sie höchstens 15 MB hoch.' },
  FST_FILES_LIMIT: { status: 413, message: 'Bitte laden Sie nur ein Bild auf einmal hoch.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Die Anfrage enthält zu viele Felder.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Die Anfrage enthält zu viele Felder.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Bitte senden Sie das Bild als multipart/form-data im Feld „file“.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Bitte senden Sie das Bild als multipart/form-data im Feld „file“.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Die Datei ist zu groß. Bitte laden Sie höchstens 15 MB hoch.' },
};
/** For errors of other plugins (a guard that throws, a rate limit): a message that fits the status. */
const BY_STATUS: Record<number, string> = {
  401: 'Bitte melden Sie sich an, um Bilder hochzuladen.',
  403: NO_PERMISSION,
  429: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
};
const BROKEN_REQUEST = 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.';
const NO_FILE = 'Bitte wählen Sie ein Bild aus (Feld „file“).';

/**
 * Reads the one file of the form into memory. The client's file name and MIME type are ignored:
 * the pipeline judges the bytes, and the stored name is random.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer().catch(() => undefined);
        throw new RequestRefused(NO_FILE, 400);
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    // Limits carry a code or status (worded below); anything else the multipart parser trips over
    // (a cut-off body, a missing boundary, a broken part header) is a broken request, not a fault of the server.
    if (error instanceof RequestRefused || (error as FastifyError).code || (error as FastifyError).statusCode) throw error;
    throw new RequestRefused(BROKEN_REQUEST, 400);
  }
  if (!file || file.length === 0) throw new RequestRefused(NO_FILE, 400);
  return file;
}

/** POST /api/uploads: staff upload a picture and get back its responsive WebP variants. */
export default async function uploads(app: FastifyInstance, { mediaDir, preHandler }: UploadsOptions) {
  // Registered here, not app-wide: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_INPUT_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 100 },
  });

  wordErrors(app, {
    byCode: MESSAGES,
    byStatus: BY_STATUS,
    otherRefusal: BROKEN_REQUEST,
    failure: 'Das Bild konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  });

  app.post('/api/uploads', { preHandler }, async (request, reply) => {
    const image = await processImage(await readUpload(request), mediaDir).catch((error: unknown) => {
      // A warning: the staff member saw the reason, but a run of refusals is worth a look in the logs.
      if (error instanceof ImageRejected) request.log.warn({ status: error.statusCode, reason: error.message }, 'image refused');
      throw error;
    });
    request.log.info({ src: image.src }, 'image uploaded');
    return reply.code(201).send(image);
  });
}
