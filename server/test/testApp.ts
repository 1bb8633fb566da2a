import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { productionRenderer } from '../render/productionRenderer';
import { signedOutSession } from '../signedOutSession';

/** The production app over the current build, with its log lines collected for assertions. */
export async function createTestApp() {
  const logs: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = readConfig({ PORT: '0' });
  const app = await buildApp({
    config,
    renderer: await productionRenderer(config.rootDir),
    session: signedOutSession,
    logger: { level: 'warn', stream },
  });
  return { app, logs };
}
