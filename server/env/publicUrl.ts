/**
 * PUBLIC_URL as an origin (scheme, host, port). Anything more or less stops the start: a path or query would be
 * dropped silently from every link, and a host the server does not answer for would lock everybody out (421).
 * Throws the reason, worded to follow the variable's name.
 */
export function parsePublicUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new Error("must be the site's origin without a path, such as https://www.example.de");
  }
  return url.origin;
}
