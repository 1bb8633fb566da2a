/**
 * "Chrome auf Windows" from a User-Agent, for the session list in "Mein Zugang". A few rules of our own rather than a
 * parser package: the list only has to let staff recognise their own devices. Order matters: Edge and Opera say
 * "Chrome" too, Chrome says "Safari", Android says "Linux", iOS browsers say "Mac OS X".
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (rules: [RegExp, string][], userAgent: string) => rules.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unbekanntes Gerät';
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} auf ${system}`;
  return browser ?? system ?? 'Unbekanntes Gerät';
}
