import { resolve } from 'node:path';

/** Every setting the server reads from the environment; the README lists them in one table. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The public origin for canonical and sharing URLs; defaults to the request's own. */
  publicUrl?: string;
  rootDir: string;
  logLevel: string;
  /** Database, uploads and backups live here (created on first start). */
  dataDir: string;
  /** The build to serve (`npm run build` output). */
  distDir: string;
  /** Fill an empty database with the demo content on start. */
  seedDemo: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    rootDir: resolve(import.meta.dirname, '..'),
    logLevel: env.LOG_LEVEL ?? 'info',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    distDir: resolve(import.meta.dirname, '..', env.DIST_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO !== 'false',
  };
}
