import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { findResource } from '../../src/shared/resources/registry';
import { isPreviewResource, PREVIEW_PAGE_PREFIX, previewPagePath } from '../../src/shared/resources/previewPaths';
import { RECORD_ID, validateRecord } from '../../src/shared/resources/validation';
import { newToken, PREVIEW_LIFETIME_MS, type PreviewStore } from './previewStore';
import { previewData } from './previewData';

export interface PreviewRoutesOptions {
  /** The backend's staff check for the POST: the session cookie (embedded) or the Firebase ID token (firebaseStaffGuard.ts). */
  requireStaff: preHandlerHookHandler;
  /** What visitors read; the preview replaces one record in it. */
  data: PublicDataSource;
  /**
   * Embedded: the account of the request's staff session (null without one). A preview belongs to the account that
   * asked for it, and only its session opens it. Firebase mode has no session on the server (the new tab carries no ID
   * token): there the first browser that opens the preview claims it with a cookie (docs/security.md, "Vorschau").
   */
  sessionOwner?: (request: FastifyRequest) => string | null;
  /** Shared by every server instance: a POST on one and the GET on another find the same preview. */
  store: PreviewStore;
}

const INVALID_FIELDS = 'Bitte prüfen Sie die markierten Felder.';
const NO_PUBLIC_PAGE =
  'Mit diesem Status erscheint die Immobilie auf keiner öffentlichen Seite: Besucher sehen Angebote (verfügbar oder reserviert) und Referenzen (verkauft oder vermietet, „Als Referenz zeigen“ an).';

/** The claim cookie of Firebase mode: one random value per browser, sent back only to this site's own pages. */
const claimCookieName = (request: FastifyRequest) => (request.protocol === 'https' ? '__Host-vorschau' : 'vorschau');

/** A small German page for what a preview link answers when it shows nothing. */
function refusalPage(title: string, text: string, link?: { href: string; label: string }) {
  const action = link ? `<p><a href="${link.href}">${link.label}</a></p>` : '';
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${text}</p>${action}</main></body>
</html>
`;
}

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      refusalPage(
        'Vorschau nicht gefunden',
        'Diese Vorschau gibt es nicht oder nicht mehr (sie gilt 30 Minuten). Bitte öffnen Sie sie erneut aus dem Dashboard.',
      ),
    );

/**
 * "Vorschau" (docs/caching.md, docs/security.md): the dashboard posts a form's unsaved values, the server checks them
 * with the declaration and keeps them for 30 minutes under an unguessable id; `/vorschau/<id>` renders the record's
 * public page with them, for the member of staff who asked only, never cached, never indexed.
 */
export default async function previewRoutes(app: FastifyInstance, { requireStaff, data, sessionOwner, store }: PreviewRoutesOptions) {
  app.post<{ Params: { resource: string; id: string } }>(
    '/api/previews/:resource/:id',
    { preHandler: requireStaff },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { resource: name, id } = request.params;
      const resource = findResource(name);
      if (!resource || !isPreviewResource(name)) return reply.code(404).send({ message: 'Für diese Daten gibt es keine Vorschau.' });
      if (!RECORD_ID.test(id)) return reply.code(404).send({ message: 'Diesen Datensatz gibt es nicht.' });
      const result = validateRecord(resource, request.body);
      if (!result.success) return reply.code(400).send({ message: INVALID_FIELDS, errors: result.errors });
      // Timestamps are the server's: the stored ones where visitors see the record already (lists sort by them).
      const stored = await data.getOne<Record<string, unknown>>(name, id);
      const now = new Date().toISOString();
      const record = { createdAt: stored?.createdAt ?? now, updatedAt: now, ...result.data, id, published: true };
      const path = previewPagePath(name, record);
      if (!path) return reply.code(400).send({ message: NO_PUBLIC_PAGE, errors: { status: NO_PUBLIC_PAGE } });
      const previewId = await store.add({ resource: name, record, path, owner: sessionOwner?.(request) ?? null });
      return { url: `${PREVIEW_PAGE_PREFIX}${previewId}`, path };
    },
  );

  app.get<{ Params: { id: string } }>(`${PREVIEW_PAGE_PREFIX}:id`, async (request, reply) => {
    // A staff member's draft: never kept by a browser or proxy, never indexed, whatever the answer.
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    const owner = sessionOwner?.(request);
    if (sessionOwner && !owner) {
      const login = `/login?redirect=${encodeURIComponent(request.url)}`;
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(
          refusalPage('Bitte melden Sie sich an', 'Die Vorschau sehen nur angemeldete Mitarbeiterinnen und Mitarbeiter.', {
            href: login,
            label: 'Zur Anmeldung',
          }),
        );
    }
    const preview = await store.get(request.params.id);
    if (!preview) return notFound(reply);
    if (sessionOwner) {
      if (preview.owner !== owner) return notFound(reply);
    } else {
      // A browser without a (long enough) claim cookie gets a new value: it claims an unclaimed preview, or none.
      const cookie = claimCookieName(request);
      const sent = request.cookies[cookie];
      const secret = sent && sent.length >= 32 ? sent : newToken();
      if (!(await store.claim(request.params.id, secret))) return notFound(reply);
      // Sent again on every opening: the cookie then lasts as long as the latest preview it holds.
      reply.setCookie(cookie, secret, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: request.protocol === 'https',
        maxAge: PREVIEW_LIFETIME_MS / 1000,
      });
    }
    return app.renderPreview(request, reply, preview.path, previewData(data, preview));
  });
}
