/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Alias, type Plugin } from 'vite';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'scripts/**/*.test.ts'];
const MOCKING_TESTS = 'src/**/*.mocked.test.{ts,tsx}';

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

/**
 * The site's one theme (src/admin/layout/theme.ts) and react-admin's build on it use no CSS
 * variables, yet MUI's createTheme and ThemeProvider import the CSS-variables machinery
 * (createThemeWithVars, CssVarsProvider: about 9 KB gzip) into every page that uses any MUI
 * component. This cuts those two imports; a theme that asks for `cssVariables` fails loudly.
 */
function muiWithoutCssVariables(): Plugin {
  const stub = (name: string) =>
    `const ${name} = () => { throw new Error('MUI CSS-variables themes are not part of this build (vite.config.ts, muiWithoutCssVariables)'); };`;
  const cuts: [RegExp, RegExp, string][] = [
    [
      /@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/,
      /^import createThemeWithVars from "\.\/createThemeWithVars\.js";$/m,
      stub('createThemeWithVars'),
    ],
    [
      /@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/,
      /^import \{ CssVarsProvider \} from "\.\/ThemeProviderWithVars\.js";$/m,
      stub('CssVarsProvider'),
    ],
  ];
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    transform(code, id) {
      const cut = cuts.find(([file]) => file.test(id));
      if (!cut) return null;
      if (!cut[1].test(code)) this.error(`muiWithoutCssVariables: the import to cut is no longer in ${id}; check the MUI update`);
      return { code: code.replace(cut[1], cut[2]), map: null };
    },
  };
}

/**
 * The modules of the `app` chunk (see codeSplitting below): everything a visitor's first page
 * load runs — Emotion, the site's frame, style engine and data access (its own small cache,
 * src/shared/data/publicDataCache.ts: TanStack Query serves only the dashboard) — plus the small
 * pieces most pages share; React with React DOM, and React Router, have chunks of their own. Listed by name
 * rather than taken from the import graph, so nothing only the dashboard uses can slip in.
 */
const appModules = new RegExp(
  [
    String.raw`\0rolldown/runtime`,
    String.raw`node_modules[\/](react|react-dom|scheduler|stylis)[\/]`,
    String.raw`node_modules[\/]@emotion[\/](react|cache|sheet|serialize|utils|hash|unitless|memoize|weak-memoize|use-insertion-effect-with-fallbacks)[\/]`,
    String.raw`node_modules[\/]@babel[\/]runtime[\/]helpers[\/]esm[\/]extends`,
    String.raw`src[\/]app[\/](?!boot)`,
    String.raw`src[\/]public[\/]errors[\/]lazyErrorPage\.`,
    String.raw`src[\/](public[\/](ui|data|brand|format|meta|images|breadcrumbs|deferred)|shared[\/](build|routes|brand|meta|format|resources[\/]choices))[\/]`,
    String.raw`src[\/]public[\/]listings[\/](?!PropertyCard\.)`,
    String.raw`src[\/]shared[\/](auth[\/]browserSession|firebase[\/](backendMode|browser[\/]lazy)|data[\/](publicData|publicDataCache)|theme[\/](palette|siteTheme))\.`,
    String.raw`src[\/]shared[\/]analytics[\/](trackedPath|referrer)\.`,
    String.raw`src[\/]public[\/]analytics[\/](consentState|device|analytics|pageViews)\.`,
    String.raw`src[\/]public[\/]consent[\/](ConsentProvider|consentCopy|ConsentBanner|useConsentedAnalytics|ConsentSettingsButton)\.`,
    String.raw`src[\/]public[\/](layouts[\/]|pages[\/](publicPages|sitePage)|forms[\/](FormControls|contactLinks)|home[\/]homeQueries)`,
    String.raw`src[\/]admin[\/]DashboardShell`,
  ].join('|'),
);

/**
 * The page's scripts load with low priority: the server's HTML is complete and styled without
 * them, so on a slow phone network the document, the title picture (fetchpriority="high") and
 * the first paint come first, and hydration follows.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

/** The chunks src/app/boot.ts evaluates one after the other, each in a task of its own, by their placeholders there. */
const START_CHUNKS = { __REACT_DOM_CHUNK__: 'react-dom', __ROUTER_CHUNK__: 'router', __APP_CHUNK__: 'app' };

/**
 * src/app/boot.ts, the page's one script, loads the application after the page has loaded. It
 * imports nothing (an import would fetch the application's chunk at once), so the build writes
 * the file names of the START_CHUNKS into it. Written before the chunks are hashed: the boot
 * script's own hash follows theirs. In development, the page loads entry-client.tsx directly.
 */
function appChunkUrl(): Plugin {
  return {
    name: 'app-chunk-url',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { server }) {
        return server ? html.replace('/src/app/boot.ts', '/src/app/entry-client.tsx') : html;
      },
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes('__APP_CHUNK__')) return null;
      const chunkNamed = (name: string) => {
        const chunk = Object.values(meta.chunks).find((candidate) => candidate.name === name);
        if (!chunk) this.error(`appChunkUrl: no chunk named "${name}" (see codeSplitting.groups)`);
        return chunk;
      };
      // Evaluating the chunks one by one only helps if none imports a later one (which would evaluate it at once).
      const order = Object.values(START_CHUNKS).map(chunkNamed);
      order.forEach((chunk, index) => {
        const later = order.slice(index + 1).find((next) => chunk.imports.includes(next.fileName));
        if (later) this.error(`appChunkUrl: the ${chunk.name} chunk imports the ${later.name} chunk`);
      });
      const url = (name: string) => `./${chunkNamed(name).fileName.split('/').pop()}`;
      return {
        code: code.replace(/__[A-Z_]+_CHUNK__/g, (placeholder) =>
          url(START_CHUNKS[placeholder as keyof typeof START_CHUNKS] ?? placeholder),
        ),
        map: null,
      };
    },
  };
}

/** BUNDLE_STATS=<file>: writes which modules each client chunk holds (for measuring the first-visit bundle). */
function bundleStats(): Plugin {
  return {
    name: 'bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const file = process.env.BUNDLE_STATS;
      if (!file || this.environment.config.build.ssr) return;
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                imports: item.imports,
                dynamicImports: item.dynamicImports,
                facade: item.facadeModuleId,
                modules: Object.fromEntries(Object.entries(item.modules).map(([id, info]) => [id, info.renderedLength])),
              },
            ]
          : [],
      );
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * React Router's package exports only its development build (dist/development: ENABLE_DEV_WARNINGS = true, i.e.
 * warning code in the bundle and console warnings in production; remix-run/react-router#14102), although it ships
 * the same code without them in dist/production. Production builds, client and server, take the latter; the dev
 * server and development builds (`--mode development`, scripts/buildAll.ts) keep the former. Both entries move
 * together: dom-export imports the chunks of its own folder, so mixing the two builds would give two router
 * contexts. An update that moves the files fails the build rather than falling back to the development build unnoticed.
 */
function reactRouterProductionBuild(): Alias[] {
  const dir = resolve(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    ['react-router', 'index.mjs'],
    ['react-router/dom', 'dom-export.mjs'],
  ].map(([specifier, file]) => {
    const replacement = resolve(dir, file);
    if (!existsSync(replacement)) {
      throw new Error(
        `vite.config.ts: ${replacement} is missing, React Router's production build has moved; adjust reactRouterProductionBuild`,
      );
    }
    // Exactly the specifier: a string alias would also turn react-router/dom into index.mjs/dom.
    return { find: new RegExp(`^${specifier}$`), replacement };
  });
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [react(), muiWithoutCssVariables(), appChunkUrl(), lowPriorityScripts(), buildManifest(), bundleStats()],
  // The lockfile nests older @tiptap/core and @tiptap/pm copies under ra-input-rich-text, next to newer
  // extensions that need the newer core; one copy of each keeps the rich text editor buildable and
  // ProseMirror single (two copies break the editor at run time).
  resolve: {
    dedupe: ['@tiptap/core', '@tiptap/pm'],
    alias: command === 'build' && mode !== 'development' ? reactRouterProductionBuild() : [],
  },
  // The development server pre-bundles what every page and dashboard screen imports at start: found later (a lazily
  // loaded screen's icon), a dependency makes Vite bundle again and reload the page, several times over.
  optimizeDeps: { entries: ['index.html', 'src/app/**/*.tsx', 'src/admin/**/*.tsx', 'src/public/**/*.tsx', '!**/*.test.tsx'] },
  build: {
    // Every browser the site supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The page loads boot.ts (index.html); entry-client.tsx is an entry of its own, which boot.ts
          // imports once the page has loaded (appChunkUrl).
          input: { index: resolve(import.meta.dirname, 'index.html'), client: resolve(import.meta.dirname, 'src/app/entry-client.tsx') },
          // CommonJS modules Emotion imports only for withTheme, which the site does not use: without
          // this, their top-level code stays in every page's bundle.
          treeshake: { moduleSideEffects: (id: string) => !/node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) },
          output: {
            // A page's chunk is named after its route (src/public/pages/<route>/page.ts), not "page".
            chunkFileNames: ({ facadeModuleId }) => {
              const route = /[\\/]public[\\/]pages[\\/]([^\\/]+)[\\/]page\.ts$/.exec(facadeModuleId ?? '')?.[1];
              return `assets/${route ? `page-${route}` : '[name]'}-[hash].js`;
            },
            codeSplitting: {
              groups: [
                // What every visitor page runs: the framework, the site's frame and the pieces most pages
                // share, in one file. Listed by name, so nothing only the dashboard uses (MUI, react-admin,
                // zod, Firebase) can end up in it; `npm run bench` shows whether a visit loads more files.
                // React and React DOM, half of that, and React Router in files of their own that boot.ts
                // evaluates first, one task each, none long enough to block a phone (TBT). Neither imports
                // a chunk evaluated after it (checked in appChunkUrl).
                // What boot.ts shares with the app (a few hundred bytes): the viewport and consent cookies it writes before
                // the app starts, and the search forms it submits on a change.
                {
                  name: 'cookies',
                  test: /src[\\/]shared[\\/](viewport[\\/]|analytics[\\/]consentCookie\.|forms[\\/]searchForm\.)/,
                  priority: 4,
                },
                { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
                { name: 'app', test: (id) => appModules.test(id), priority: 1 },
                // Lists of listings: the offers, references and new-build pages, the home page's search.
                { name: 'listings', test: /src[\\/]public[\\/](listings[\\/]PropertyCard|offers[\\/]offerSearch)\./ },
                // The bands of the home, company and service pages (below the fold on the home page, deferred there).
                { name: 'sections', test: /src[\\/]public[\\/](sections|services)[\\/]/ },
                // The search request's shared pieces (the offers page's form and the search request's page load all of them).
                {
                  name: 'search-alert',
                  test: /src[\\/](public[\\/]searchAlerts[\\/](FrequencyChoice|alertApi)|shared[\\/]search[\\/]searchAlert)\./,
                },
                // The inquiry form (contact page, exposé).
                {
                  name: 'inquiry',
                  test: /src[\\/](public[\\/]forms[\\/](?!ContactForm|contactLinks)|shared[\\/]resources[\\/](inquiries|defineResource)\.ts)/,
                },
                // The exposé above the fold, and the pieces below it that the reference page shows as well
                // (modules loaded with import() stay out of groups: a group would add a forwarding file).
                {
                  name: 'expose',
                  test: /src[\\/]public[\\/]expose[\\/](Gallery|galleryStyles|useSwipe|ListingHeader|PriceBox|ContactPerson|PrintHeader|listingMeta|exposeLayout|deferredParts)\./,
                },
                {
                  name: 'expose-details',
                  test: /src[\\/]public[\\/](expose[\\/](FactList|FeatureList|EnergyCertificate|exposeFacts|ExposeSection)\.|content[\\/])/,
                },
              ],
            },
          },
        },
  },
  test: {
    // One module graph for all test files: importing React, MUI and the server anew for each file took more time
    // than the tests. A file that replaces a module with vi.mock needs a graph of its own, so it is named
    // *.mocked.test.* (ESLint allows vi.mock nowhere else) and runs isolated. (A project's include and exclude
    // would be added to the root's, so only the projects name files.)
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: ['**/node_modules/**', MOCKING_TESTS] } },
      { extends: true, test: { name: 'mocking', include: [MOCKING_TESTS] } },
    ],
    environment: 'node',
    // Vitest's default leaves a core to its main thread, which on this two-core machine kind means one worker:
    // a worker per core took the suite from 442 s to 292 s (three workers: 284 s, with more contention).
    maxWorkers: '100%',
    setupFiles: ['test-support/testingLibrary.ts', 'test-support/server/lowPasswordCost.ts'],
    testTimeout: 20_000,
    // Starting an app (migrations, seeding, indexes) in beforeAll can take a minute when the suite fills both cores.
    hookTimeout: 120_000,
  },
}));
