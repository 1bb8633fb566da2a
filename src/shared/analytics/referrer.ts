/** A host name: labels of letters, digits and hyphens (IDNs arrive punycoded from URL parsing). */
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Only the host of the page a visitor came from ("www.google.de" → "google.de"), never its path or
 * query (a search, a webmail folder …); nothing when they came from this site or from nowhere.
 */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    host = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return normaliseHost(host, ownHost);
}

export const isHostName = (value: string) => HOST.test(value.toLowerCase().replace(/\.$/, ''));

/** The server applies the same rules to what a client claims. */
export function normaliseHost(host: string, ownHost: string): string | undefined {
  const bare = host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!HOST.test(bare) || bare === own) return undefined;
  return bare;
}
