import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageValue } from '../../src/shared/resources/imageValue';

/**
 * Pictures in mails (docs/mail.md): mail clients show JPEG (Outlook and older clients cannot show WebP, which the site
 * stores) and load them from another origin (webmail), which /media's `Cross-Origin-Resource-Policy: same-origin`
 * forbids. So mails point at a JPEG rendition under /media/mail/<id>.jpg, made from the largest fitting WebP variant
 * on first request and kept on disk.
 */

/** Twice the mail's 552 px column, sharp on high-density screens. */
export const MAIL_PICTURE_WIDTH = 1104;
const UPLOAD_URL = /^\/media\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+\.webp$/;
const MAIL_FILE = /^([A-Za-z0-9_-]+)\.jpg$/;
const VARIANT_FILE = /^(\d+)\.webp$/;

/**
 * The absolute address of a picture's mail rendition, from PUBLIC_URL only: a request's host is no address to put in a
 * mail. null without PUBLIC_URL, and for a picture that is not an upload of this server (Firebase mode's Cloud Storage
 * URLs: WebP, and no JPEG rendition there), so such mails carry no remote picture.
 */
export function mailPictureUrl(image: Pick<ImageValue, 'src'>, publicUrl: string | undefined): string | null {
  const id = UPLOAD_URL.exec(image.src)?.[1];
  return publicUrl && id ? `${publicUrl}/media/mail/${id}.jpg` : null;
}

/** The smallest stored variant at least MAIL_PICTURE_WIDTH wide, else the largest; null when the upload is unknown. */
async function sourceVariant(mediaDir: string, id: string): Promise<string | null> {
  const files = await readdir(join(mediaDir, id)).catch(() => [] as string[]);
  const widths = files
    .map((file) => Number(VARIANT_FILE.exec(file)?.[1]))
    .filter((width) => Number.isFinite(width))
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  const width = widths.find((candidate) => candidate >= MAIL_PICTURE_WIDTH) ?? widths[widths.length - 1];
  return join(mediaDir, id, `${width}.webp`);
}

async function render(source: string): Promise<Buffer> {
  return sharp(await readFile(source))
    .resize({ width: MAIL_PICTURE_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** GET /media/mail/<id>.jpg: the mail rendition of an upload, for any origin to embed. */
async function mailPictures(app: FastifyInstance, { mediaDir, cacheDir }: { mediaDir: string; cacheDir: string }) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function picture(id: string): Promise<Buffer | null> {
    const file = join(cacheDir, `${id}.jpg`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const source = await sourceVariant(mediaDir, id);
    if (!source) return null;
    const body = await render(source);
    await mkdir(cacheDir, { recursive: true });
    // Written beside and renamed: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    return body;
  }

  app.get<{ Params: { file: string } }>('/media/mail/:file', async (request, reply) => {
    const id = MAIL_FILE.exec(request.params.file)?.[1];
    let pending = id ? inFlight.get(id) : undefined;
    if (id && !pending) {
      // Many mails opened at once ask for one picture: it is made once.
      pending = picture(id).finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    const body = await pending;
    if (!body) return reply.callNotFound();
    return (
      reply
        .type('image/jpeg')
        // An upload's id never changes content, like /media.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // Webmail shows it from its own origin; this picture is meant to be shown anywhere.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(body)
    );
  });
}

export default fp(mailPictures, { name: 'mail-pictures' });
