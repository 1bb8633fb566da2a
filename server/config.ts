import { isIP } from 'node:net';
import { resolve } from 'node:path';

/**
 * Whom the server believes about `X-Forwarded-For/-Proto/-Host`, in the shape Fastify's `trustProxy` takes:
 * nobody (`false`), everybody (`true`), the proxies at these addresses/networks, or a function for a hop count.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Every setting the server reads from the environment; the README lists them in one table. */
export interface ServerConfig {
  port: number;
  host: string;
  /**
   * PUBLIC_URL: the site's origin (`https://www.example.de`). When set, canonical and sharing URLs, the sitemap,
   * robots.txt and the CSRF check use it, and requests for any other host are refused (421). Unset, all of these
   * follow the request's own host, and answers built from it are kept out of shared caches.
   */
  publicUrl?: string;
  rootDir: string;
  logLevel: string;
  /** Database, uploads and backups live here (created on first start). */
  dataDir: string;
  /** The build to serve (`npm run build` output). */
  distDir: string;
  /** Fill an empty database with the demo content on start. */
  seedDemo: boolean;
  /**
   * TRUST_PROXY: whether and from whom forwarded headers are believed (client address for the rate limits and
   * the sign-in lock, protocol for HSTS and the `__Host-` cookie, host for URLs). Off by default: a server that
   * clients reach directly must not let them choose their own address.
   */
  trustProxy: TrustProxy;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    rootDir: resolve(import.meta.dirname, '..'),
    logLevel: env.LOG_LEVEL ?? 'info',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    distDir: resolve(import.meta.dirname, '..', env.DIST_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** The names proxy-addr knows for address ranges (loopback: 127.0.0.1/8 and ::1, and so on). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of an address list: an address, address/prefix length, address/netmask or a range name. */
function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY: unset, `false` or `0` – trust nobody (the direct `npm start` case); `true` – everybody (only when
 * nothing but the proxy can reach the server); a number n – the n nearest hops, counted from the peer of the
 * socket (for a platform whose peer is always its own proxy, e.g. Cloud Run); otherwise a comma-separated list of
 * addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal` – the proxies at those addresses.
 * Fastify itself ignores a bare number since 5.8 (it cannot check the peer), so a hop count becomes a function.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > 10) throw new Error(`TRUST_PROXY: a hop count must be between 0 and 10, got "${value}"`);
    const trustNearest = (_address: string, hop: number) => hop < hops;
    return trustNearest;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges; not understood: "${invalid.join('", "')}"`);
  }
  return entries;
}

/** PUBLIC_URL as an origin (scheme, host, port), or undefined when unset; anything else stops the server at start. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be the site's origin without a path, such as https://www.example.de; got "${value}"`);
  }
  return url.origin;
}

/** Said once when the production server starts: what an operator should change before going live. */
export function startupWarnings(config: ServerConfig): string[] {
  if (config.publicUrl) return [];
  return [
    'PUBLIC_URL is not set: canonical and sharing URLs, the sitemap, robots.txt and the CSRF check follow the Host header of each request, ' +
      'and pages, sitemap.xml and robots.txt are sent with Cache-Control: private. Set PUBLIC_URL to the site\'s origin (e.g. https://www.example.de) in production.',
  ];
}
