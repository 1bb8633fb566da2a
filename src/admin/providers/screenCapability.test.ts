import { describe, expect, it } from 'vitest';
import type { StaffSession } from '../../shared/auth/session';
import { createAuthProvider } from './authProvider';

const providerFor = (user: StaffSession | null) =>
  createAuthProvider({ signIn: async () => ({ ok: false, message: '' }), currentUser: async () => user, signOut: async () => {} }, {
    pathname: '/dashboard',
  } as Location);

describe('the dashboard’s canAccess (the role matrix)', () => {
  it('hides the admins’ screens from editors and shows content and inquiries', async () => {
    const editor = providerFor({ email: 'r@example.de', role: 'editor' });
    const admin = providerFor({ email: 'c@example.de', role: 'admin' });
    const cases: [string, string, boolean][] = [
      ['properties', 'list', true],
      ['properties', 'edit', true],
      ['inquiries', 'list', true],
      ['settings', 'list', false],
      ['settings', 'edit', false],
      ['portals', 'list', false],
      ['mail', 'list', false],
      ['accounts', 'list', false],
    ];
    for (const [resource, action, editorMay] of cases) {
      expect([resource, action, await editor.canAccess!({ resource, action })]).toEqual([resource, action, editorMay]);
      expect(await admin.canAccess!({ resource, action })).toBe(true);
    }
    expect(await editor.getPermissions!({})).toBe('editor');
  });

  // Without a session at all, the login redirect answers (authProvider.test.ts).
  it('grants nothing to a session without a role', async () => {
    expect(await providerFor({ email: 'x@example.de' }).canAccess!({ resource: 'properties', action: 'list' })).toBe(false);
  });
});
