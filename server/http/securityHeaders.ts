import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Other origins the page may use, by CSP directive (Firebase mode needs Google's hosts). */
export interface ExtraSources {
  script?: string[];
  connect?: string[];
  img?: string[];
  frame?: string[];
}

export interface SecurityHeadersOptions {
  /** Vite's dev server injects inline scripts of its own: no CSP in development. */
  development?: boolean;
  extraSources?: ExtraSources;
}

/** Features the site never uses; the browser refuses them to any script on the page. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=(), browsing-topics=()';

/**
 * For the answers Fastify sends before any hook runs (a malformed URL, see `frameworkErrors` in server/app.ts):
 * the same protection as everywhere else; such an answer has no scripts, so its policy allows nothing at all.
 */
export const BARE_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * Security headers on every response: a strict Content-Security-Policy that runs scripts only from
 * the site's own files — pages carry no inline scripts at all (the router's state travels in a JSON
 * data block, src/app/routerHydration.ts), so no nonce is needed and rendered HTML can be cached —
 * (styles may be inline: Emotion writes them), no framing, no sniffing, a cautious referrer, HSTS
 * over HTTPS, and no powerful browser features.
 */
async function securityHeaders(app: FastifyInstance, { development = false, extraSources = {} }: SecurityHeadersOptions) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...(extraSources.script ?? [])],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...(extraSources.img ?? [])],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...(extraSources.connect ?? [])],
            frameSrc: extraSources.frame?.length ? extraSources.frame : ["'none'"],
            manifestSrc: ["'self'"],
            workerSrc: ["'self'", 'blob:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    // Sent below, and only over HTTPS: over plain HTTP it would be ignored or lock out a local setup.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
