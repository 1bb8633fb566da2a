import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'project/boundaries').map((message) => message.message);
}

describe('architecture boundaries (lint rule)', () => {
  it.each([
    ['src/public/pages/X.tsx', "import AdminApp from '../../admin/AdminApp';\nexport default AdminApp;\n"],
    ['src/admin/X.tsx', "export { publicPages } from '../public/pages';\n"],
    ['src/shared/x.ts', "import { publicPages } from '../public/pages';\nexport default publicPages;\n"],
    ['src/shared/x.ts', "export const load = () => import('../admin/AdminApp');\n"],
    ['server/x.ts', "import { publicPages } from '../src/public/pages';\nexport default publicPages;\n"],
    ['server/x.ts', "import { createRoutes } from '../src/app/routes';\nexport default createRoutes;\n"],
    ['server/firebase/x.ts', "import { loadFirebase } from '../../src/shared/firebase/browser/lazy';\nexport default loadFirebase;\n"],
    ['src/public/pages/x.ts', "import { config } from '../../../server/config';\nexport default config;\n"],
    ['src/admin/x.ts', "export const load = () => import('../../server/db/database');\n"],
    [
      'src/shared/firebase/x.ts',
      "import { MemoryFirestore } from '../../../test-support/firebase/memoryFirestore';\nexport default MemoryFirestore;\n",
    ],
    ['server/firebase/x.ts', "import { offer } from '../../test-support/firebase/records';\nexport default offer;\n"],
    ['src/admin/x.tsx', "import { offer } from '../../test-support/firebase/records';\nexport default offer;\n"],
    [
      'server/contract/x.ts',
      "import { runDataProviderContract } from '../../test-support/contract/dataProviderContract';\nexport default runDataProviderContract;\n",
    ],
  ])('rejects an import across the boundary in %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/public/x.ts', "import { colors } from '../shared/theme/palette';\nexport default colors;\n"],
    ['server/x.ts', "import { routeTable } from '../src/shared/routes/routeTable';\nexport default routeTable;\n"],
    ['src/app/x.ts', "import { publicPages } from '../public/pages';\nexport default publicPages;\n"],
    ['server/firebase/x.ts', "import { keywordsFor } from '../../src/shared/firebase/keywords';\nexport default keywordsFor;\n"],
    [
      'src/admin/outbox/x.test.ts',
      "import mailPreviewRoutes from '../../../server/mail/mailPreviewRoutes';\nexport default mailPreviewRoutes;\n",
    ],
    ['server/firebase/x.test.ts', "import { offer } from '../../test-support/firebase/records';\nexport default offer;\n"],
    [
      'src/shared/firebase/x.test.ts',
      "import { MemoryFirestore } from '../../../test-support/firebase/memoryFirestore';\nexport default MemoryFirestore;\n",
    ],
    ['src/public/x.test.tsx', "import { offer } from '../../test-support/firebase/records';\nexport default offer;\n"],
    [
      'server/contract/x.test.ts',
      "import { runDataProviderContract } from '../../test-support/contract/dataProviderContract';\nexport default runDataProviderContract;\n",
    ],
    ['test-support/server/x.ts', "import { buildApp } from '../../server/app';\nexport default buildApp;\n"],
    ['test-support/admin/x.tsx', "import AdminApp from '../../src/admin/AdminApp';\nexport default AdminApp;\n"],
    ['e2e/x.spec.ts', "import { offer } from '../test-support/firebase/records';\nexport default offer;\n"],
  ])('allows the permitted import in %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('test helpers out of production folders (lint rule)', () => {
  const code = 'export const helper = 1;\n';

  it.each([
    ['server/test/x.ts', code],
    ['src/admin/test/x.tsx', code],
    ['server/mail/testing/x.ts', code],
    ['server/openimmo/fixtures/x.ts', code],
    ['server/auth/testDb.ts', code],
    ['server/analytics/analyticsTestApp.ts', code],
    ['server/mail/testSmtpServer.ts', code],
    ['server/contract/dataProviderContract.ts', "import { describe } from 'vitest';\nexport default describe;\n"],
    ['src/admin/renderAdmin.tsx', "import { render } from '@testing-library/react';\nexport default render;\n"],
    ['server/mail/x.ts', "import { SMTPServer } from 'smtp-server';\nexport default SMTPServer;\n"],
  ])('rejects %s', async (file, text) => {
    expect(await boundaryErrors(file, text)).toHaveLength(1);
  });

  it.each([
    ['server/mail/testMail.ts', code],
    ['src/admin/outbox/TestMailCard.tsx', code],
    ['src/public/sections/Testimonials.tsx', code],
    ['server/security/x.test.ts', "import { describe } from 'vitest';\nexport default describe;\n"],
    ['src/admin/x.test.tsx', "import { render } from '@testing-library/react';\nexport default render;\n"],
    ['test-support/mail/testSmtpServer.ts', "import { SMTPServer } from 'smtp-server';\nexport default SMTPServer;\n"],
    ['test-support/server/testDb.ts', code],
  ])('allows %s', async (file, text) => {
    expect(await boundaryErrors(file, text)).toEqual([]);
  });
});
