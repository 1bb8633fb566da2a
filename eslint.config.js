import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';

/**
 * The architecture's import boundaries (see ARCHITECTURE.md): public and admin never import
 * each other, shared imports neither, the server imports only shared, and only tests import the
 * test helpers of test-support/.
 */
export const boundaryZones = [
  { target: './src/public', from: './src/admin', message: 'The public site never imports the dashboard.' },
  { target: './src/admin', from: './src/public', message: 'The dashboard never imports the public site.' },
  {
    target: ['./src/public', './src/admin'],
    from: './server',
    // A test may run a component against the real server's routes (firebaseStaffRequests.emulator.test.ts).
    except: ['\\.test\\.tsx?$'],
    message: 'The site and the dashboard never import the server.',
  },
  {
    target: './src/shared',
    from: ['./src/public', './src/admin', './src/app', './server'],
    message: 'src/shared depends on nothing else in the project.',
  },
  { target: './src/public', from: './src/app', message: 'Only src/app composes the site and the dashboard.' },
  { target: './src/admin', from: './src/app', message: 'Only src/app composes the site and the dashboard.' },
  { target: './server', from: ['./src/public', './src/admin', './src/app'], message: 'The server imports only src/shared.' },
  {
    target: './server',
    from: './src/shared/firebase/browser',
    message: 'Firebase browser code (sign-in, the dashboard’s Firestore provider) stays out of the server.',
  },
  {
    target: ['./src', './server'],
    from: './test-support',
    except: ['\\.test\\.tsx?$'],
    message: 'Test helpers (test-support/) are for tests only; production code never imports them.',
  },
];

/**
 * Test helpers (app builders, fake servers, fixtures) live in test-support/, so a file of src or server is production
 * code or a test. A helper shows itself by its folder, by a name like testDb or authTestApp, or by a library only
 * tests use.
 */
export const testHelpers = {
  target: ['./src', './server'],
  except: ['\\.test\\.tsx?$'],
  paths: ['/(tests?|testing|__tests__|__mocks__|fixtures)/', '/(test|[^/]*Test)[^/]*(App|Db|Server)\\.tsx?$'],
  imports: [
    '^vitest$',
    '^@testing-library/',
    '^@firebase/rules-unit-testing$',
    '^fast-check$',
    '^smtp-server$',
    '^ftp-srv$',
    '^ssh2$',
    '^mailparser$',
    '^pdfjs-dist',
  ],
  message: 'Test helpers belong in test-support/; src and server hold production code and *.test.ts(x) files only.',
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { project: { rules: { boundaries } }, 'react-hooks': reactHooks },
    rules: {
      'project/boundaries': ['error', { zones: boundaryZones, testHelpers }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Test files share one module graph (vite.config.ts); a module replaced with vi.mock would leak into the others.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Name the file *.mocked.test.ts(x): only those run in a module graph of their own.' },
      ],
    },
  },
  {
    // One configuration, read once at start: the server's code receives it and never reads the environment itself.
    files: ['server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['server/config.ts', 'server/productionEnv.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Declare the variable in server/env/variables.ts and take it from the configuration (server/config.ts).',
        },
      ],
    },
  },
);
