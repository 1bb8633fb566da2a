import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { expect } from 'vitest';
import { listSearchParams, type PublicDataSource } from '../../src/shared/data/publicData';
import { build } from '../../test-support/server/build';
import { runDataProviderContract } from '../../test-support/contract/dataProviderContract';

const ADMIN = { email: 'vertrag@rheinkontor-immobilien.de', password: 'Vertragstest-Passwort-2026' };

/** The browser's public data source (httpPublicData.ts), pointed at the test server's origin. */
function httpVisitors(origin: string): PublicDataSource {
  return {
    async getList(resource, params) {
      const response = await fetch(`${origin}/api/${resource}?${listSearchParams(params)}`);
      if (!response.ok) throw Object.assign(new Error(`GET /api/${resource}: ${response.status}`), { status: response.status });
      return { data: await response.json(), total: Number((response.headers.get('Content-Range') ?? '').split('/').pop()) || 0 };
    },
    async getOne(resource, id) {
      const response = await fetch(`${origin}/api/${resource}/${encodeURIComponent(id)}`);
      return response.ok ? response.json() : null;
    },
  };
}

runDataProviderContract('embedded server (ra-data-simple-rest)', async () => {
  const testApp = await build({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' } });
  const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Origin', origin);
    headers.set('Cookie', cookie);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  return {
    staff: simpleRestProvider(`${origin}/api`, httpClient),
    visitors: httpVisitors(origin),
    actor: ADMIN.email,
    close: () => testApp.close(),
  };
});
