import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PublicHostOptions {
  /** PUBLIC_URL as an origin; without it every host is answered (and nothing publicly cacheable is built from it). */
  publicUrl?: string;
}

export const MISDIRECTED_STATUS = 421;

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** The Host values that name the public origin: its host, and the same with the scheme's default port spelt out. */
function acceptedHosts(publicUrl: string): Set<string> {
  const { protocol, host, port } = new URL(publicUrl);
  return new Set(port ? [host] : [host, `${host}:${DEFAULT_PORTS[protocol]}`]);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * With PUBLIC_URL set, the site answers only for its own host (behind a trusted proxy: the forwarded one). Any other
 * Host is refused with 421 Misdirected Request before a route runs, so nothing – a canonical link, the sitemap, a
 * cached page, the CSRF check – can ever be built from a host an attacker chose.
 */
async function publicHost(app: FastifyInstance, { publicUrl }: PublicHostOptions) {
  if (!publicUrl) return;
  const accepted = acceptedHosts(publicUrl);
  const message = `Diese Anfrage ist an eine fremde Adresse gerichtet. Die Website ist unter ${publicUrl} erreichbar.`;
  const page = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Falsche Adresse</title></head>
<body><h1>Falsche Adresse</h1><p>Diese Anfrage ist an eine fremde Adresse gerichtet. Die Website ist unter <a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a> erreichbar.</p></body>
</html>
`;
  const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

  app.addHook('onRequest', async (request, reply) => {
    if (accepted.has((request.host ?? '').toLowerCase())) return;
    request.log.info({ host: String(request.host ?? '').slice(0, 100) }, 'request for another host refused');
    reply.code(MISDIRECTED_STATUS).header('Cache-Control', 'no-store');
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(page);
    return reply.type('application/json; charset=utf-8').send({ message });
  });
}

export default fp(publicHost, { name: 'public-host' });
