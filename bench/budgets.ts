/** The performance budgets of docs/performance.md; `npm run bench` checks every one. */
export const budgets = {
  /**
   * Performance is measured against the same page with every script blocked, in the same run (issue "Every tap
   * answers at once"): at most `performanceBelowBlocked` below that page's median.
   */
  lighthouse: { performanceBelowBlocked: 0.02, accessibility: 1, bestPractices: 1, seo: 1, cls: 0.02, tbtMs: 50 },
  /** A control's first tap may take at most this much longer than its later taps (issue "Every tap answers at once"). */
  firstTapExtraMs: 100,
  /** gzip bytes of JavaScript on a first visit of a public page. */
  firstVisitJsBytes: 130 * 1024,
  /** Rendered pages reach at least this share of a static file's requests per second. */
  pageToStaticRatio: 0.5,
  pageP99Ms: 50,
  apiListP99Ms: 25,
  /** 10,000 properties may be at most this much slower than 100. */
  scaleRatio: 3,
  /** Memory stays bounded: the server's peak resident memory at 10,000 properties (100,000 inquiries) ÷ at 100. */
  scaleMemoryRatio: 1.5,
  /** The exposé PDF of a listing with 12 pictures (docs/expose-pdf.md): a render of a new version, and its size. */
  exposePdfColdMs: 1000,
  exposePdfBytes: 3 * 1024 * 1024,
  /** Search requests (docs/search-alerts.md): one new listing matched against 10,000 requests in SQLite … */
  searchAlertMatchMs: 50,
  /** … and a daily digest pass for 1,000 requests with 3 new listings each (mails rendered and queued). */
  searchAlertDigestMs: 60_000,
} as const;

export const lighthousePages = ['/', '/angebote', '<expose>', '/kontakt', '/immobilienbewertung'] as const;
