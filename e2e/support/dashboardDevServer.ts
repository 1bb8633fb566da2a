import { rmSync } from 'node:fs';
import { createServer } from 'vite';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { devRenderer } from '../../server/render/devRenderer';
import { E2E_ADMIN } from './admin';

/**
 * The development server (Vite in middleware mode, React's development build) inside the test
 * process: React reports its warnings only in development, the production build the other browser
 * tests run is silent. Its own port, data folder, HMR port and Vite cache, so it never meets
 * another test run or a developer's `npm run dev`.
 */
export async function startDashboardDevServer(port: number) {
  const dataDir = `test-results/e2e-data-dev-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const config = readConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  const vite = await createServer({
    root: config.rootDir,
    server: { middlewareMode: true, hmr: { port: port + 1 } },
    appType: 'custom',
    cacheDir: `node_modules/.vite-dashboard-e2e-${port}`,
    logLevel: 'error',
  });
  const app = await buildApp({
    config,
    renderer: devRenderer(vite, config.rootDir),
    vite,
    logger: false,
    env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { origin: `http://localhost:${port}`, close: () => app.close() };
}
