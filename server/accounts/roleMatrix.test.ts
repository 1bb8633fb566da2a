import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../src/shared/auth/rolePolicy';
import { resourceList } from '../../src/shared/resources/registry';
import { createUser } from '../auth/users';
import { SIGN_IN_REQUIRED } from '../auth/authPlugin';
import { build, type TestApp } from '../../test-support/server/build';

/**
 * The role matrix of docs/access-policy.md at API level: every staff route of the embedded server, asked by an admin,
 * an editor and a visitor. Who may: `staff` (both roles), `admin` (admins only), `public` (visitors too). A route
 * someone may use answers anything but 401/403 (an unknown id is a 404, an empty body a 400); one they may not use
 * answers 403 with the German refusal (staff) or 401 (visitors). Written out by hand, not derived from rolePolicy.ts,
 * so a wrong grant there fails here.
 */
type Who = 'public' | 'staff' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const UNKNOWN = 'a0000000-0000-4000-8000-000000000000';

/** Per resource: reading and writing. Visitors' rights follow the declaration (published/public reads, public create). */
const RESOURCES: Record<string, { list: Who; read: Who; create: Who; write: Who }> = {
  properties: { list: 'public', read: 'public', create: 'staff', write: 'staff' },
  team: { list: 'public', read: 'public', create: 'staff', write: 'staff' },
  testimonials: { list: 'public', read: 'public', create: 'staff', write: 'staff' },
  numbers: { list: 'public', read: 'public', create: 'staff', write: 'staff' },
  inquiries: { list: 'staff', read: 'staff', create: 'public', write: 'staff' },
  withdrawals: { list: 'staff', read: 'staff', create: 'staff', write: 'staff' },
  settings: { list: 'public', read: 'public', create: 'admin', write: 'admin' },
  marketPrices: { list: 'staff', read: 'staff', create: 'staff', write: 'staff' },
  portals: { list: 'admin', read: 'admin', create: 'admin', write: 'admin' },
};

const OTHER_ROUTES: [Method, string, Who][] = [
  ['GET', '/api/auth/me', 'staff'],
  ['GET', '/api/outbox/status', 'admin'],
  ['GET', '/api/outbox', 'admin'],
  ['GET', `/api/outbox/${UNKNOWN}`, 'admin'],
  ['GET', `/api/outbox/${UNKNOWN}/content`, 'admin'],
  ['POST', `/api/outbox/${UNKNOWN}/resend`, 'admin'],
  ['POST', '/api/outbox/test', 'admin'],
  ['GET', '/api/mail/previews', 'admin'],
  ['GET', '/api/mail/previews/test', 'admin'],
  ['POST', '/api/openimmo/import', 'staff'],
  ['POST', `/api/portals/${UNKNOWN}/transfer`, 'admin'],
  ['GET', '/api/openimmo/transfers', 'admin'],
  ['GET', '/api/openimmo/export', 'admin'],
  ['GET', '/api/analytics/summary', 'staff'],
  ['POST', '/api/uploads', 'staff'],
  ['GET', '/api/search-alerts', 'staff'],
  ['GET', '/api/search-alerts/counts', 'staff'],
  ['GET', '/api/search-alerts/export.csv', 'staff'],
  ['DELETE', `/api/search-alerts/${UNKNOWN}`, 'staff'],
  ['POST', '/api/search-alerts/demand', 'staff'],
  ['GET', `/api/properties/${UNKNOWN}/expose.pdf`, 'staff'],
  ['GET', '/api/accounts', 'admin'],
  ['PUT', `/api/accounts/${UNKNOWN}/role`, 'admin'],
  ['POST', `/api/accounts/${UNKNOWN}/deactivate`, 'admin'],
  ['POST', `/api/accounts/${UNKNOWN}/reactivate`, 'admin'],
  ['DELETE', `/api/accounts/${UNKNOWN}`, 'admin'],
  ['DELETE', `/api/accounts/${UNKNOWN}/two-factor`, 'admin'],
  ['GET', '/api/accounts/invitations', 'admin'],
  ['POST', '/api/accounts/invitations', 'admin'],
  ['DELETE', `/api/accounts/invitations/${UNKNOWN}`, 'admin'],
  ['GET', '/api/account/sessions', 'staff'],
  ['DELETE', `/api/account/sessions/${UNKNOWN}`, 'staff'],
  ['POST', '/api/account/sessions/end-others', 'staff'],
  ['GET', '/api/account/two-factor', 'staff'],
  ['POST', '/api/account/two-factor/disable', 'staff'],
  ['PUT', '/api/account/two-factor-policy', 'admin'],
  ['POST', `/api/previews/properties/${UNKNOWN}`, 'staff'],
  ['GET', '/api/trash', 'staff'],
  ['POST', `/api/trash/properties/${UNKNOWN}/restore`, 'staff'],
  ['POST', `/api/trash/inquiries/${UNKNOWN}/restore`, 'staff'],
  ['POST', `/api/trash/settings/agency/restore`, 'admin'],
  ['POST', `/api/trash/portals/${UNKNOWN}/restore`, 'admin'],
];

const resourceRoutes = Object.entries(RESOURCES).flatMap(([name, who]): [Method, string, Who][] => [
  ['GET', `/api/${name}`, who.list],
  ['GET', `/api/${name}/${name === 'settings' ? 'agency' : UNKNOWN}`, who.read],
  ['POST', `/api/${name}`, who.create],
  ['PUT', `/api/${name}/${UNKNOWN}`, who.write],
  ['DELETE', `/api/${name}/${UNKNOWN}`, who.write],
  // A record's history is staff's: reading it takes reading the record, a restore writing it.
  ['GET', `/api/${name}/${UNKNOWN}/history`, who.read === 'public' ? 'staff' : who.read],
  ['POST', `/api/${name}/${UNKNOWN}/history/${UNKNOWN}/restore`, who.write],
]);

const ORIGIN = 'http://localhost:80';
const PASSWORD = 'sehr-geheimes-Testpasswort-1';
let testApp: TestApp;
const cookies: Record<'admin' | 'editor' | 'visitor', string | undefined> = { admin: undefined, editor: undefined, visitor: undefined };
let client = 0;

const ask = (method: Method, url: string, cookie?: string) =>
  testApp.app.inject({
    method,
    url,
    // An empty JSON object where a body is expected: enough to get past the body parser to the access check.
    ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
    headers: { origin: ORIGIN, 'x-forwarded-for': `203.0.113.${++client % 250}`, ...(cookie ? { cookie } : {}) },
  });

beforeAll(async () => {
  testApp = await build({ env: { ADMIN_EMAIL: 'chefin@example.de', ADMIN_PASSWORD: PASSWORD, VISITOR_READS_PER_MINUTE: '0' } });
  await createUser(testApp.app.db, { email: 'redaktion@example.de', password: PASSWORD, role: 'editor' });
  for (const [role, email] of [
    ['admin', 'chefin@example.de'],
    ['editor', 'redaktion@example.de'],
  ] as const) {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      headers: { origin: ORIGIN },
    });
    cookies[role] = answer.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }
}, 180_000);

afterAll(() => testApp.close());

describe('the role matrix at API level', () => {
  it('names every declared resource', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual(resourceList.map((resource) => resource.name).sort());
  });

  const allowed = (who: Who, asker: 'admin' | 'editor' | 'visitor') =>
    who === 'public' || (asker !== 'visitor' && (who === 'staff' || asker === 'admin'));

  for (const asker of ['admin', 'editor', 'visitor'] as const) {
    it(`answers ${asker === 'visitor' ? 'a visitor' : `an ${asker}`} on every staff route as the matrix says`, async () => {
      const wrong: string[] = [];
      for (const [method, url, who] of [...resourceRoutes, ...OTHER_ROUTES]) {
        const answer = await ask(method, url, cookies[asker]);
        const refused = answer.statusCode === 401 || answer.statusCode === 403;
        if (allowed(who, asker)) {
          if (refused) wrong.push(`${method} ${url}: ${answer.statusCode}, expected to be let through`);
          continue;
        }
        const expected = asker === 'visitor' ? 401 : 403;
        const message = asker === 'visitor' ? SIGN_IN_REQUIRED : NO_PERMISSION;
        if (answer.statusCode !== expected || answer.json().message !== message)
          wrong.push(`${method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 80)}, expected ${expected}`);
      }
      expect(wrong).toEqual([]);
    }, 60_000);
  }

  it('changes nothing an editor was refused', async () => {
    const before = (await ask('GET', '/api/settings/agency', cookies.admin)).body;
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: '/api/settings/agency',
          payload: { name: 'Übernommen' },
          headers: { origin: ORIGIN, cookie: cookies.editor },
        })
      ).statusCode,
    ).toBe(403);
    expect((await ask('GET', '/api/settings/agency', cookies.admin)).body).toBe(before);
  });
});
