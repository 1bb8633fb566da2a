import { afterEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test-support/server/build';
import { jobsOf } from './registry';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('the background jobs', () => {
  it('all run in the embedded server', async () => {
    // Nothing listens there: the outbox is empty, so the job never connects.
    testApp = await build({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    expect([...testApp.app.backgroundJobs.keys()].sort()).toEqual(jobsOf('embedded').sort());
  });

  it('without SMTP_URL all but the outbox run: mails wait in it', async () => {
    testApp = await build();
    expect([...testApp.app.backgroundJobs.keys()].sort()).toEqual(
      jobsOf('embedded')
        .filter((name) => name !== 'outbox')
        .sort(),
    );
  });
});
