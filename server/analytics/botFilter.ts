/**
 * User agents of crawlers, link previews, monitoring and scripts. They are not visitors, and some
 * execute JavaScript (and so could send a beacon). The user agent is only read here, never stored.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp|telegram|curl|wget|python|java\/|okhttp|go-http|node-fetch|undici|axios|libwww|httpclient|phantomjs|puppeteer|playwright|selenium|webdriver/i;

/** Real devices whose names contain a pattern above (Cubot phones). */
const NOT_A_BOT = /cubot/gi;

export function isBot(userAgent: string | undefined): boolean {
  // Browsers always send one; a request without is a script.
  if (!userAgent || userAgent.trim().length < 10) return true;
  return BOT.test(userAgent.replace(NOT_A_BOT, ''));
}
