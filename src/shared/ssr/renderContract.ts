import type { ConsentChoice } from '../analytics/consentCookie';
import type { SessionSource } from '../auth/session';
import type { PublicDataSource } from '../data/publicData';
import type { Viewport } from '../viewport/breakpoints';

/**
 * The contract between the Node server and the server bundle (src/app/entry-server.tsx):
 * the server knows HTTP, the bundle knows React.
 */
export interface RenderOptions {
  viewport: Viewport;
  /** The visitor's statistics answer from the "consent" cookie; without one the page carries the consent banner. */
  consent?: ConsentChoice | null;
  buildId: string;
  session: SessionSource;
  data: PublicDataSource;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** The site's public origin, for canonical and sharing URLs. */
  origin: string;
  /**
   * What the server made of a form this request posted (a page's form that works without JavaScript, such as the
   * valuation funnel): handed to the page as its route's action data, so the page renders the form's next state.
   */
  actionData?: unknown;
  /**
   * A member of staff's preview of unsaved values (server/preview/): the page carries the preview banner and
   * `noindex, nofollow`, and goes out without the browser app.
   */
  preview?: boolean;
}

export interface RedirectResult {
  kind: 'redirect';
  status: number;
  location: string;
}

export type RenderResult = RedirectResult | { kind: 'page'; status: number; head: string; html: string; appData: string; error?: string };

export type PayloadResult = RedirectResult | { kind: 'payload'; status: number; body: unknown };

export interface ServerEntry {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
  loadPayload(request: Request, options: RenderOptions): Promise<PayloadResult>;
  /** The absolute URL a page is rendered and cached for: unknown query parameters dropped, known ones canonical. */
  pageUrl(url: string): Promise<string>;
}

/** Where the server puts the rendered pieces into index.html. */
export const TEMPLATE_SLOTS = { head: '<!--app-head-->', html: '<!--app-html-->', data: '<!--app-data-->' } as const;

export function fillTemplate(template: string, parts: { head: string; html: string; appData: string }): string {
  // Replacer functions: page content may contain "$&" and similar patterns.
  return template
    .replace(TEMPLATE_SLOTS.head, () => parts.head)
    .replace(TEMPLATE_SLOTS.html, () => parts.html)
    .replace(TEMPLATE_SLOTS.data, () => parts.appData);
}
