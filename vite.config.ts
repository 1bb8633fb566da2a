/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { randomUUID } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';

/**
 * Each client build describes itself in /_app/builds/latest.json and meta/<id>.json;
 * open tabs poll the former to notice a new deployment.
 */
function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const manifest = JSON.stringify({ id: randomUUID(), timestamp: Date.now() });
      const { id } = JSON.parse(manifest) as { id: string };
      this.emitFile({ type: 'asset', fileName: '_app/builds/latest.json', source: manifest });
      this.emitFile({ type: 'asset', fileName: `_app/builds/meta/${id}.json`, source: manifest });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildManifest()],
  build: { outDir: 'dist/client', emptyOutDir: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    globalSetup: ['scripts/vitestGlobalSetup.ts'],
  },
});
