import { isIP } from 'node:net';

/**
 * Whom the server believes about `X-Forwarded-For/-Proto/-Host`, in the shape Fastify's `trustProxy` takes:
 * nobody (`false`), everybody (`true`), the proxies at these addresses/networks, or a function for a hop count.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

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
 * TRUST_PROXY: `false` or `0` – trust nobody (the direct `npm start` case); `true` – everybody (only when nothing but
 * the proxy can reach the server); a number n – the n nearest hops, counted from the peer of the socket (for a
 * platform whose peer is always its own proxy, e.g. Cloud Run); otherwise a comma-separated list of addresses, CIDR
 * ranges or `loopback`/`linklocal`/`uniquelocal` – the proxies at those addresses.
 * Fastify itself ignores a bare number since 5.8 (it cannot check the peer), so a hop count becomes a function.
 * Throws the reason (worded to follow the variable's name) for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > 10) throw new Error('must be a hop count between 0 and 10');
    const trustNearest = (_address: string, hop: number) => hop < hops;
    return trustNearest;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    // In a list, name the entries that are wrong; the start's message quotes the whole value anyway.
    const which = entries.length > 1 ? `; not understood: "${invalid.join('", "')}"` : '';
    throw new Error(`must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges${which}`);
  }
  return entries;
}
