import type { SessionSource, StaffSession } from './session';

/** In the browser the session cookie is httpOnly: ask the server who is signed in. */
export const browserSession: SessionSource = {
  async getSession() {
    const response = await fetch('/api/auth/me', { headers: { accept: 'application/json' }, cache: 'no-store' });
    return response.ok ? ((await response.json()) as StaffSession) : null;
  },
};
