import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { resourceList } from '../../src/shared/resources/registry';
import { callbacks } from '../../test-support/resources/callbacks';
import { clientKey } from '../http/clientKey';
import visitorWriteRateLimit, { TOO_MANY_WRITES } from './visitorWriteRateLimit';

let clock = 0;
const apps: ReturnType<typeof Fastify>[] = [];

async function appWithLimit(max = 3, windowMs = 60_000) {
  const app = Fastify({ trustProxy: true });
  apps.push(app);
  app.decorateRequest('staff', null);
  // Stands in for the auth plugin: a "staff" header marks a signed-in member of staff.
  app.addHook('onRequest', async (request) => {
    (request as { staff: unknown }).staff = request.headers['x-staff'] ? { id: 'u1' } : null;
  });
  await app.register(visitorWriteRateLimit, { resources: [...resourceList, callbacks], max, windowMs, now: () => clock });
  app.post('/api/callbacks', async (_request, reply) => reply.code(201).send({ id: 'neu' }));
  app.post('/api/inquiries', async (_request, reply) => reply.code(201).send({ id: 'neu' }));
  app.post('/api/team', async () => ({ ok: true }));
  return app;
}

const send = (app: Awaited<ReturnType<typeof appWithLimit>>, ip: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/inquiries', payload: { name: 'Test' }, headers: { 'x-forwarded-for': ip, ...headers } });

afterEach(async () => {
  clock = 0;
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('visitor write rate limit', () => {
  it('lets a few inquiries through, then answers 429 in German with Retry-After', async () => {
    const app = await appWithLimit(3, 60_000);
    for (let i = 0; i < 3; i++) expect((await send(app, '203.0.113.7')).statusCode).toBe(201);
    clock = 10_000;
    const blocked = await send(app, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_WRITES });
    expect(blocked.headers['retry-after']).toBe('50');
  });

  it('counts each address on its own and forgets attempts after the window', async () => {
    const app = await appWithLimit(1, 60_000);
    expect((await send(app, '203.0.113.7')).statusCode).toBe(201);
    expect((await send(app, '203.0.113.8')).statusCode).toBe(201);
    expect((await send(app, '203.0.113.7')).statusCode).toBe(429);
    clock = 60_001;
    expect((await send(app, '203.0.113.7')).statusCode).toBe(201);
  });

  it('does not limit staff or other routes', async () => {
    const app = await appWithLimit(1);
    await send(app, '203.0.113.9');
    expect((await send(app, '203.0.113.9', { 'x-staff': '1' })).statusCode).toBe(201);
    const other = await app.inject({ method: 'POST', url: '/api/team', payload: {}, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(other.statusCode).toBe(200);
  });

  it('limits every resource visitors may create, each on its own', async () => {
    const app = await appWithLimit(1);
    expect((await send(app, '203.0.113.10')).statusCode).toBe(201);
    expect((await send(app, '203.0.113.10')).statusCode).toBe(429);
    const callback = () =>
      app.inject({
        method: 'POST',
        url: '/api/callbacks',
        payload: { name: 'Schmitz', phone: '0221 123456' },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
    expect((await callback()).statusCode).toBe(201);
    const blocked = await callback();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_WRITES });
  });

  it('groups IPv6 clients by their /64 prefix', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
