// Threat: a request whose text makes a validator, parser or renderer backtrack for seconds (ReDoS). Node answers
// every visitor on one thread, so one such request stalls the whole site: the inquiry e-mail pattern took 2.4 s
// for 40 KB and minutes at the body limit, while a request for / waited.
// Defences: linear patterns (scripts/redos/regexSafety.test.ts checks every one with recheck) and length limits that
// end validation before any pattern runs (src/shared/resources/validation.ts `endsValidation`).
// Proof: hostile texts up to each body limit in every field of every resource and in every public input are each
// answered within BOUND_MS, and a page requested from another thread during such a request is answered at once.
// Record bodies grow (64 KB, then the limit), so slow code fails at the small size instead of hanging for minutes.
import type { LightMyRequestResponse } from 'fastify';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canCreate, canRead } from '../../../src/shared/resources/access';
import type { ResourceDefinition } from '../../../src/shared/resources/defineResource';
import type { Field } from '../../../src/shared/resources/fields';
import { resources } from '../../../src/shared/resources/registry';
import { HOSTILE_SHAPES, longestFitting } from './hostileText';
import { createSecurityApp, nextAddress, RESOURCE_NAMES, validRecords, type ResourceName, type SecurityApp } from './securityTestApp';

/** One request, hostile or not, answered within this on a busy 2-core machine; the old e-mail pattern took 5–10 s at 64 KB. */
const BOUND_MS = 1_000;
/** A page requested during a hostile request: the old code kept it waiting for the whole validation. */
const PAGE_BOUND_MS = 500;
const RECORD_LIMIT = 512 * 1024;
const LOGIN_LIMIT = 16 * 1024;
const BEACON_LIMIT = 2 * 1024;
/** Node refuses request heads over 16 KB; a query parameter of the API is at most 10 000 characters. */
const URL_BUDGET = 14_000;
const QUERY_PARAMETER_MAX = 10_000;
const FIRST_SIZE = 64 * 1024;

let s: SecurityApp;
beforeAll(async () => {
  s = await createSecurityApp();
  await s.create('properties', validRecords.properties());
}, 120_000);
afterAll(() => s.close());

interface Timed {
  context: string;
  ms: number;
}

type Shape = (length: number) => string;

interface Target {
  context: string;
  /** The longest text of a shape that the request can carry. */
  textFor: (shape: Shape) => string;
  send: (text: string) => Promise<LightMyRequestResponse>;
  expectStatus: (status: number, context: string) => void;
}

/** Sends a request per hostile shape and collects those that took longer than BOUND_MS. */
async function sendEveryShape({ context, textFor, send, expectStatus }: Target): Promise<Timed[]> {
  const slow: Timed[] = [];
  for (const [shapeName, shape] of Object.entries(HOSTILE_SHAPES)) {
    const text = textFor(shape);
    const started = performance.now();
    const response = await send(text);
    const ms = performance.now() - started;
    const where = `${context} ← ${shapeName} (${text.length} characters)`;
    expectStatus(response.statusCode, `${where}: ${response.body.slice(0, 200)}`);
    if (ms > BOUND_MS) slow.push({ context: where, ms: Math.round(ms) });
  }
  return slow;
}

const growing = (limit: number) => (limit > FIRST_SIZE ? [FIRST_SIZE, limit] : [limit]);
const bodySize = (body: unknown) => Buffer.byteLength(JSON.stringify(body));
const fitting = (budget: number, sizeOf: (text: string) => number) => (shape: Shape) => longestFitting(shape, budget, sizeOf);
const refused = (status: number, context: string) => expect(status, context).toBe(400);
const answered = (status: number, context: string) => {
  expect(status, context).toBeGreaterThanOrEqual(200);
  expect(status, context).toBeLessThan(500);
};
const report = (slow: Timed[]) => slow.map(({ context, ms }) => `${ms} ms: ${context}`);

// ---- Values of every field -----------------------------------------------------------------------

const image = () => validRecords.properties().images[0];

/** Where a text can go in a field: the value itself, an item of a list, a part of an image. */
function placements(field: Field): { where: string; value: (text: string) => unknown }[] {
  const imageParts = (['src', 'srcset', 'alt'] as const).map((part) => ({ where: part, value: (text: string) => ({ ...image(), [part]: text }) }));
  switch (field.type) {
    case 'image':
      return imageParts;
    case 'images':
      return imageParts.map(({ where, value }) => ({ where: `[0].${where}`, value: (text: string) => [value(text)] }));
    case 'tags':
      return [{ where: '[0]', value: (text: string) => [text] }];
    default:
      return [{ where: '', value: (text: string) => text }];
  }
}

/** A staff write (settings by PUT, the rest by POST) or a visitor's inquiry; the body as JSON text. */
function write(resource: ResourceName, json: string, as: 'staff' | 'visitor') {
  const options = { staff: as === 'staff', body: json, headers: { 'content-type': 'application/json' } };
  return resource === 'settings' ? s.call('PUT', '/api/settings/agency', options) : s.call('POST', `/api/${resource}`, options);
}

/** Who writes what: staff every field of every resource, visitors the fields of the resources they may create. */
const writers = RESOURCE_NAMES.flatMap((resource) => {
  const definition = resources[resource] as ResourceDefinition;
  const staff = { resource, as: 'staff' as const, fields: definition.fields.map((field) => field.name) };
  const visitor = { resource, as: 'visitor' as const, fields: [...(definition.visitorFields ?? [])] };
  return canCreate(definition, 'visitor') ? [staff, visitor] : [staff];
});

/** Fields whose value is (or holds) text; a number, a yes/no or a choice refuses any text by its type before reading it. */
const TEXT_TYPES = new Set<Field['type']>(['text', 'longText', 'richText', 'date', 'reference', 'tags', 'image', 'images']);
const SHAPE_NAMES = Object.keys(HOSTILE_SHAPES);
/** Room in a record body for everything but the hostile text (the largest valid record is about 1.5 KB). */
const RECORD_SLACK = 8 * 1024;
const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text));
/** Each shape's text at 64 KB and at the record body limit, made once for all fields. */
const recordTexts = Object.fromEntries(
  SHAPE_NAMES.map((name) => [name, [FIRST_SIZE, RECORD_LIMIT].map((budget) => longestFitting(HOSTILE_SHAPES[name], budget - RECORD_SLACK, jsonBytes))]),
);

describe('hostile text in every field of every resource', () => {
  // Every shape at 64 KB, where the old e-mail pattern already took 6 s; then one at the body limit, the shapes taking
  // turns from field to field (all of them at the limit would take minutes here). A field that was slow at 64 KB is
  // not sent the larger text.
  it.each(writers)('$resource as $as: every field answers within the bound', { timeout: 300_000 }, async ({ resource, as, fields }) => {
    const slow: Timed[] = [];
    let turn = 0;
    for (const field of resources[resource].fields as readonly Field[]) {
      if (!fields.includes(field.name)) continue;
      const shapes = TEXT_TYPES.has(field.type) ? SHAPE_NAMES : SHAPE_NAMES.slice(0, 1);
      for (const { where, value } of placements(field)) {
        const atLimit = shapes[turn++ % shapes.length];
        const sends = [...shapes.map((name) => ({ name, text: recordTexts[name][0] })), { name: atLimit, text: recordTexts[atLimit][1] }];
        for (const { name, text } of sends) {
          const json = JSON.stringify(validRecords[resource]({ [field.name]: value(text) }));
          const bytes = Buffer.byteLength(json);
          const context = `${resource}.${field.name}${where} as ${as} ← ${name} (${bytes} bytes)`;
          expect(bytes, context).toBeLessThanOrEqual(RECORD_LIMIT);
          const started = performance.now();
          const response = await write(resource, json, as);
          const ms = performance.now() - started;
          refused(response.statusCode, `${context}: ${response.body.slice(0, 200)}`);
          if (ms > BOUND_MS) {
            slow.push({ context, ms: Math.round(ms) });
            break;
          }
        }
      }
    }
    expect(report(slow)).toEqual([]);
  });

  it('lists as long as the body limit allows are counted before their items are read', async () => {
    const slow: Timed[] = [];
    for (const resource of RESOURCE_NAMES) {
      for (const field of resources[resource].fields as readonly Field[]) {
        if (field.type !== 'images' && field.type !== 'tags') continue;
        const item = field.type === 'images' ? image() : 'a@...@';
        const body = (count: number) => JSON.stringify(validRecords[resource]({ [field.name]: Array(count).fill(item) }));
        let count = Math.floor(RECORD_LIMIT / bodySize(item));
        while (Buffer.byteLength(body(count)) > RECORD_LIMIT) count = Math.floor(count * 0.95);
        const started = performance.now();
        const response = await write(resource, body(count), 'staff');
        const ms = performance.now() - started;
        refused(response.statusCode, `${resource}.${field.name}`);
        if (ms > BOUND_MS) slow.push({ context: `${resource}.${field.name} with ${count} items`, ms: Math.round(ms) });
      }
    }
    expect(report(slow)).toEqual([]);
  });
});

// ---- Public inputs other than records --------------------------------------------------------------

describe('hostile text in the public inputs', () => {
  it('sign-in: address and password', async () => {
    const slow: Timed[] = [];
    const bodies = {
      email: (text: string) => ({ email: text, password: 'irgendein Passwort' }),
      password: (text: string) => ({ email: 'niemand@example.de', password: text }),
    };
    for (const [name, body] of Object.entries(bodies)) {
      slow.push(
        ...(await sendEveryShape({
          context: `login ${name}`,
          textFor: fitting(LOGIN_LIMIT, (text) => bodySize(body(text))),
          send: (text) => s.call('POST', '/api/auth/login', { body: body(text) }),
          expectStatus: refused,
        })),
      );
    }
    expect(report(slow)).toEqual([]);
  });

  it('visitor statistics: every field of a beacon', async () => {
    const slow: Timed[] = [];
    const base = { type: 'page_view', path: '/', device: 'desktop' };
    const bodies: Record<string, (text: string) => unknown> = {
      type: (text) => ({ ...base, type: text }),
      path: (text) => ({ ...base, path: text }),
      device: (text) => ({ ...base, device: text }),
      referrer: (text) => ({ ...base, referrer: text }),
      offer: (text) => ({ ...base, type: 'offer_viewed', path: '/angebote/abc', offer: text }),
      topic: (text) => ({ ...base, type: 'inquiry_sent', topic: text }),
      filter: (text) => ({ ...base, type: 'filter_used', filter: text }),
    };
    for (const [name, body] of Object.entries(bodies)) {
      slow.push(
        ...(await sendEveryShape({
          context: `analytics ${name}`,
          textFor: fitting(BEACON_LIMIT, (text) => bodySize(body(text))),
          send: (text) => s.call('POST', '/api/analytics', { body: body(text) }),
          expectStatus: refused,
        })),
      );
    }
    expect(report(slow)).toEqual([]);
  });

  const query = (parameters: Record<string, string>) => new URLSearchParams(parameters).toString();
  const shorter = (a: string, b: string) => (a.length <= b.length ? a : b);

  it.each(RESOURCE_NAMES)('list queries of %s: filter, search, sort and range', { timeout: 300_000 }, async (resource) => {
    const slow: Timed[] = [];
    // As a visitor where visitors may read (staff lists use the same parser), otherwise as staff.
    const staff = !canRead(resources[resource] as ResourceDefinition, 'visitor');
    const filterable = (resources[resource].fields as readonly Field[]).filter((field) => field.filter).map((field) => field.name);
    // [parameter, its value for a hostile text]
    const parameters: Record<string, [string, (text: string) => string]> = {
      'filter (not JSON)': ['filter', (text) => text],
      'filter q': ['filter', (text) => JSON.stringify({ q: text })],
      'filter id list': ['filter', (text) => JSON.stringify({ id: [text] })],
      'sort field': ['sort', (text) => JSON.stringify([text, 'ASC'])],
      'sort order': ['sort', (text) => JSON.stringify(['id', text])],
      range: ['range', (text) => JSON.stringify([0, text])],
      ...Object.fromEntries(
        filterable.flatMap((name) => [
          [`filter ${name}`, ['filter', (text: string) => JSON.stringify({ [name]: text })]],
          [`filter ${name}_gte`, ['filter', (text: string) => JSON.stringify({ [`${name}_gte`]: text })]],
        ]),
      ),
    };
    for (const [name, [parameter, value]] of Object.entries(parameters)) {
      const url = (text: string) => `/api/${resource}?${query({ [parameter]: value(text) })}`;
      slow.push(
        ...(await sendEveryShape({
          context: `GET ${resource} ${name}${staff ? ' as staff' : ''}`,
          // Within the URL budget and, decoded, within the parameter's limit, so the value reaches the parser.
          textFor: (shape) => shorter(longestFitting(shape, URL_BUDGET, (text) => url(text).length), longestFitting(shape, QUERY_PARAMETER_MAX, (text) => value(text).length)),
          send: (text) => s.call('GET', url(text), { staff }),
          expectStatus: answered,
        })),
      );
    }
    expect(report(slow)).toEqual([]);
  });

  it('pages: paths, the offer search, the sign-in redirect, record ids and the user agent', { timeout: 300_000 }, async () => {
    const slow: Timed[] = [];
    const urls: Record<string, (text: string) => string> = {
      'page path': (text) => `/${encodeURIComponent(text)}`,
      'exposé id': (text) => `/angebote/${encodeURIComponent(text)}`,
      'payload file': (text) => `/angebote/${encodeURIComponent(text)}/_payload.json`,
      'sign-in redirect': (text) => `/login?${query({ redirect: text })}`,
      'API record id': (text) => `/api/properties/${encodeURIComponent(text)}`,
      // The offer search reads its parameters either as a choice or as a number.
      ...Object.fromEntries(
        ['objektart', 'preis-bis'].map((key) => [
          `offer search ${key}`,
          (text: string) => `/angebote?${query({ vermarktung: 'kauf', [key]: text })}`,
        ]),
      ),
    };
    for (const [name, url] of Object.entries(urls)) {
      slow.push(
        ...(await sendEveryShape({
          context: `GET ${name}`,
          textFor: fitting(URL_BUDGET, (text) => url(text).length),
          send: (text) => s.call('GET', url(text)),
          expectStatus: answered,
        })),
      );
    }
    // A header holds printable ASCII and tabs only.
    const userAgent = (text: string) => `Android ${text.replace(/[^\x20-\x7e\t]/g, 'x')}`;
    slow.push(
      ...(await sendEveryShape({
        context: 'GET / with a user agent',
        textFor: fitting(URL_BUDGET, (text) => userAgent(text).length),
        send: (text) => s.call('GET', '/', { headers: { 'user-agent': userAgent(text) } }),
        expectStatus: answered,
      })),
    );
    expect(report(slow)).toEqual([]);
  });
});

// ---- The site stays responsive -------------------------------------------------------------------

/** Requests a page again and again from another thread, whose clock does not stop when the server's thread is busy. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const latencies = [];
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (latencies.length === 1) parentPort.postMessage('ready');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage(latencies);
})();
`;

describe('the site during a hostile request (real socket)', () => {
  let origin = '';
  beforeAll(async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    // The first render of / fills the response cache; the probe then measures waiting, not rendering.
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  /** Runs `request` while the probe asks for /, and returns how long the request and the slowest probe took. */
  async function duringProbe(request: () => Promise<Response>) {
    const probe = new Worker(PROBE, { eval: true, workerData: { url: `${origin}/` } });
    try {
      await once(probe, 'message');
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      const ms = performance.now() - started;
      probe.postMessage('stop');
      const [latencies] = (await once(probe, 'message')) as [number[]];
      // The first sample was taken before the request (and includes the probe's own start).
      return { status: response.status, ms, slowestPage: Math.max(0, ...latencies.slice(1)) };
    } finally {
      await probe.terminate();
    }
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => () =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, 'x-forwarded-for': nextAddress(), 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const emailBait = HOSTILE_SHAPES['e-mail bait a@...@'];
  const baitIn = (budget: number, body: (text: string) => unknown) => body(longestFitting(emailBait, budget, (text) => bodySize(body(text))));

  // [what, request for a body size, body sizes]. Pages are left out here: rendering one holds the thread for a moment
  // itself, which the probe would measure too; their hostile queries are timed above.
  const cases: [string, (budget: number) => () => Promise<Response>, readonly number[]][] = [
    ['a visitor\'s inquiry with an e-mail bait', (budget) => post('/api/inquiries', baitIn(budget, (text) => validRecords.inquiries({ email: text }))), growing(RECORD_LIMIT)],
    ['a staff write with an e-mail bait', (budget) => post('/api/team', baitIn(budget, (text) => validRecords.team({ email: text })), { cookie: s.staffCookie }), growing(RECORD_LIMIT)],
    ['a sign-in with an e-mail bait', (budget) => post('/api/auth/login', baitIn(budget, (text) => ({ email: text, password: 'irgendein Passwort' }))), [LOGIN_LIMIT]],
  ];

  it.each(cases)('answers / at once during %s', { timeout: 300_000 }, async (name, request, budgets) => {
    for (const budget of budgets) {
      const { status, ms, slowestPage } = await duringProbe(request(budget));
      const context = `${name}, ${budget} bytes: request ${Math.round(ms)} ms, slowest page ${Math.round(slowestPage)} ms`;
      expect(status, context).toBe(400);
      expect(ms, context).toBeLessThan(BOUND_MS);
      expect(slowestPage, context).toBeLessThan(PAGE_BOUND_MS);
    }
  });
});
