import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The origin tests send, as the browser on the server's own page would. */
export const TEST_ORIGIN = 'http://localhost:80';

/** Signs a member of staff in through the API and answers the Cookie header of the session. */
export async function signIn(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account, headers: { origin: TEST_ORIGIN } });
  expect(login.statusCode, login.body).toBe(200);
  return login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
