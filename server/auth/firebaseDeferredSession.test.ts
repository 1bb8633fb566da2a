import { describe, expect, it } from 'vitest';
import { browserCheckedSession, CHECKED_IN_BROWSER } from './firebaseDeferredSession';

describe('the server’s session in Firebase mode', () => {
  it('lets the dashboard shell through to the browser’s own check', async () => {
    expect(await browserCheckedSession.getSession(new Request('http://localhost/dashboard'))).toBe(CHECKED_IN_BROWSER);
    expect(await browserCheckedSession.getSession(new Request('http://localhost/dashboard/properties/abc'))).toBe(CHECKED_IN_BROWSER);
  });

  it('treats every other page as a visitor’s', async () => {
    expect(await browserCheckedSession.getSession(new Request('http://localhost/login'))).toBeNull();
    expect(await browserCheckedSession.getSession(new Request('http://localhost/dashboardx'))).toBeNull();
    expect(await browserCheckedSession.getSession(new Request('http://localhost/'))).toBeNull();
  });
});
