import type { ServerEntry } from '../../src/shared/ssr/renderContract';

/** How the page plugin gets the server bundle and the HTML template, in production or with Vite. */
export interface Renderer {
  buildId: string;
  template(url: string): Promise<string>;
  entry(): Promise<ServerEntry>;
}
