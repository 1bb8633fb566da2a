import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { ServerEntry } from '../../src/shared/ssr/renderContract';
import type { Renderer } from './renderer';

/** Renders through Vite in middleware mode: fresh modules on every request, hot reload in the browser. */
export function devRenderer(vite: ViteDevServer, rootDir: string): Renderer {
  return {
    buildId: 'dev',
    template: async (url) => vite.transformIndexHtml(url, await readFile(join(rootDir, 'index.html'), 'utf8')),
    entry: async () => (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as ServerEntry,
  };
}
