import { seededDataDir } from '../../test-support/seededData';
import { build } from '../../test-support/server/build';
import { E2E_ADMIN } from './admin';

/**
 * The server inside the test process, serving React's development build (scripts/buildAll.ts; built again only
 * when the sources changed): React reports its warnings only in development, the production build the other
 * browser tests run is silent. A build rather than Vite's dev server, which transforms every module on demand.
 * Its own port and data folder, a copy of the seeded demo content.
 */
export async function startDevelopmentBuildServer(port: number) {
  const dataDir = `test-results/e2e-data-dev-${port}`;
  await seededDataDir(dataDir);
  const testApp = await build({
    mode: 'development',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The production default rather than build()'s proxy setting: the browser talks to it directly.
      TRUST_PROXY: undefined,
    },
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { origin: `http://localhost:${port}`, close: () => testApp.close() };
}
