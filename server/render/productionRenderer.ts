import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '../../src/shared/ssr/renderContract';
import type { Renderer } from './renderer';

/** Serves the output of `npm run build`: <dist>/client for the browser, <dist>/server for rendering. */
export async function productionRenderer(distDir: string): Promise<Renderer> {
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const { id } = JSON.parse(readFileSync(join(clientDir, '_app/builds/latest.json'), 'utf8')) as { id: string };
  const entry = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as ServerEntry;
  return { buildId: id, template: async () => template, entry: async () => entry };
}
