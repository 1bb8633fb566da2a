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
  // The lockfile nests older @tiptap/core and @tiptap/pm copies under ra-input-rich-text, next to newer
  // extensions that need the newer core; one copy of each keeps the rich text editor buildable and
  // ProseMirror single (two copies break the editor at run time).
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
