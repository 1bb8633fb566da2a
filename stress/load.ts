// Load: 100 connections of mixed traffic (20 s, 60 s with --full) against the real server on loopback – visitors browsing pages,
// payload files, API lists and images and sending inquiries; staff reading the dashboard lists and editing.
// Passes when nothing but 2xx and the intended 429s came back, no connection failed, and every inquiry (and
// every staff write) the server acknowledged is in the database afterwards, which passes integrity_check.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { signIn, startServer, type RunningServer } from '../test-support/serverProcess';
import { check, inquiryBody, teamBody, visitorAddress } from './lib';

const SCENARIO = 'load';
const CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 100);

interface Context {
  marker?: string;
  kind?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
}

export async function loadScenario(dataDir: string, logDir: string, seconds: number): Promise<LoadResult | null> {
  console.log(`\n[load] ${CONNECTIONS} connections, ${seconds} s of mixed traffic`);
  const server = await startServer({ dataDir, logFile: join(logDir, 'load.log') });
  try {
    return await run(server, dataDir, seconds);
  } finally {
    await server.stop();
  }
}

async function run(server: RunningServer, dataDir: string, seconds: number): Promise<LoadResult | null> {
  const { origin } = server;
  const cookie = await signIn(origin);
  const staffHeaders = { cookie, origin, 'content-type': 'application/json' };

  // What there is to browse: the seeded listings, their images, the team.
  const properties = (await (
    await fetch(`${origin}/api/properties?range=${encodeURIComponent('[0,99]')}`, { headers: { cookie } })
  ).json()) as Record<string, unknown>[];
  const published = properties.filter((record) => record.published === true);
  const offers = published.filter((record) => ['verfuegbar', 'reserviert'].includes(String(record.status)));
  const references = published.filter((record) => record.showAsReference === true && !offers.includes(record));
  const images = published.flatMap((record) => ((record.images as { src: string }[] | undefined) ?? []).map((image) => image.src));
  if (offers.length === 0 || images.length === 0) {
    check(SCENARIO, 'demo content to browse', false, `${offers.length} offers, ${images.length} images`);
    return null;
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const pages = () =>
    pick([
      '/',
      '/angebote',
      `/angebote?vermarktung=${pick(['kauf', 'miete'])}`,
      `/angebote/${pick(offers).id}`,
      `/angebote/${pick(offers).id}`,
      references.length ? `/referenzen/${pick(references).id}` : '/referenzen',
      '/referenzen',
      '/unser-team',
      '/kontakt',
      '/uber-uns',
      '/leistungen/verkauf',
      '/impressum',
    ]);
  const apiLists = () =>
    pick([
      `/api/properties?filter=${encodeURIComponent(JSON.stringify({ status: ['verfuegbar', 'reserviert'], marketingType: 'kauf' }))}&sort=${encodeURIComponent('["price","ASC"]')}&range=${encodeURIComponent('[0,11]')}`,
      `/api/properties?filter=${encodeURIComponent(JSON.stringify({ q: pick(['köln', 'sulz', 'wohnung', 'haus']) }))}`,
      `/api/properties/${pick(published).id}`,
      '/api/team',
      '/api/testimonials',
      '/api/numbers',
      '/api/settings/agency',
    ]);

  const statuses = new Map<string, number>();
  const unexpected: string[] = [];
  const acknowledged = { inquiries: [] as string[], team: [] as string[], edits: 0 };
  let inquiriesSent = 0;
  const tally = (kind: string, status: number, body: string) => {
    const key = `${kind} ${status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if ((status < 200 || status >= 300) && status !== 429 && unexpected.length < 20) unexpected.push(`${key}: ${body.slice(0, 160)}`);
  };
  const onResponse = (kind: string) => (status: number, body: string, context: object) => {
    tally(kind, status, body);
    const ctx = context as Context;
    if (status === 201 && kind === 'inquiry') acknowledged.inquiries.push((JSON.parse(body) as { id: string }).id);
    if (status === 201 && kind === 'staff-create') acknowledged.team.push((JSON.parse(body) as { id: string }).id);
    if (status === 200 && kind === 'staff-edit') acknowledged.edits += 1;
    ctx.marker = undefined;
  };

  // Each connection cycles through this sequence: about 65 % visitor reads, 10 % inquiries, 25 % staff.
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: pages(),
        headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': visitorAddress() },
      }),
      onResponse: onResponse('page'),
    },
    // Each read from a visitor of its own, as for inquiries: the API limits uncached reads per client address.
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: apiLists(), headers: { 'x-forwarded-for': visitorAddress() } }),
      onResponse: onResponse('api'),
    },
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `${pick(['', '/angebote', `/angebote/${pick(offers).id}`, '/unser-team'])}/_payload.json`,
        headers: { 'x-forwarded-for': visitorAddress() },
      }),
      onResponse: onResponse('payload'),
    },
    { method: 'GET', setupRequest: (request) => ({ ...request, path: pick(images) }), onResponse: onResponse('media') },
    {
      method: 'POST',
      path: '/api/inquiries',
      setupRequest: (request, context) => {
        inquiriesSent += 1;
        (context as Context).marker = randomUUID();
        return {
          ...request,
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': visitorAddress() },
          body: JSON.stringify({ ...inquiryBody((context as Context).marker!), property: pick(offers).id }),
        };
      },
      onResponse: onResponse('inquiry'),
    },
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: pages(), headers: { 'accept-encoding': 'br', 'x-forwarded-for': visitorAddress() } }),
      onResponse: onResponse('page'),
    },
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/inquiries?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(Math.random() < 0.5 ? { status: 'neu' } : {}))}`,
        headers: { cookie },
      }),
      onResponse: onResponse('staff-list'),
    },
    {
      method: 'PUT',
      setupRequest: (request) => {
        const record = pick(properties);
        return {
          ...request,
          path: `/api/properties/${record.id}`,
          headers: staffHeaders,
          body: JSON.stringify({ ...record, objectNumber: `L-${Math.floor(Math.random() * 1e6)}` }),
        };
      },
      onResponse: onResponse('staff-edit'),
    },
    {
      method: 'POST',
      path: '/api/team',
      setupRequest: (request) => ({ ...request, headers: staffHeaders, body: JSON.stringify(teamBody(randomUUID())) }),
      onResponse: onResponse('staff-create'),
    },
    // Each read from a visitor of its own, as for inquiries: the API limits uncached reads per client address.
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: apiLists(), headers: { 'x-forwarded-for': visitorAddress() } }),
      onResponse: onResponse('api'),
    },
  ];

  const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, timeout: 30, requests });
  await server.stop();

  const total = result.requests.total;
  const rate = Math.round(result.requests.average);
  console.log(
    `  ${total} requests, ${rate} req/s average, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  by kind and status: ${[...statuses]
      .sort()
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ')}`,
  );
  const fourTwentyNine = [...statuses].filter(([key]) => key.endsWith(' 429')).reduce((sum, [, count]) => sum + count, 0);
  const failures = [...statuses]
    .filter(([key]) => !/ 2\d\d$/.test(key) && !key.endsWith(' 429'))
    .reduce((sum, [, count]) => sum + count, 0);

  check(
    SCENARIO,
    'connections: no errors or timeouts',
    result.errors === 0 && result.timeouts === 0,
    `${result.errors} errors, ${result.timeouts} timeouts`,
  );
  check(SCENARIO, 'answers: only 2xx and the intended 429', failures === 0, failures ? unexpected.join(' | ') : `${fourTwentyNine} × 429`);
  check(
    SCENARIO,
    'the mix ran',
    acknowledged.inquiries.length > 0 && acknowledged.edits > 0 && acknowledged.team.length > 0,
    `${inquiriesSent} inquiries sent, ${acknowledged.inquiries.length} acknowledged; ${acknowledged.edits} edits, ${acknowledged.team.length} staff creations`,
  );

  // Read the database file itself, after the server closed it.
  const db = new Database(join(dataDir, 'content.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const inCollection = (collection: string) =>
      new Set(db.prepare('SELECT id FROM documents WHERE collection = ?').pluck().all(collection) as string[]);
    const inquiries = inCollection('inquiries');
    const team = inCollection('team');
    const lostInquiries = acknowledged.inquiries.filter((id) => !inquiries.has(id));
    const lostTeam = acknowledged.team.filter((id) => !team.has(id));
    check(
      SCENARIO,
      'every acknowledged inquiry is stored',
      lostInquiries.length === 0,
      `${acknowledged.inquiries.length} acknowledged, ${acknowledged.inquiries.length - lostInquiries.length} found`,
    );
    check(
      SCENARIO,
      'every acknowledged staff write is stored',
      lostTeam.length === 0,
      `${acknowledged.team.length} acknowledged, ${acknowledged.team.length - lostTeam.length} found`,
    );
    check(SCENARIO, 'integrity_check after the load', db.pragma('integrity_check', { simple: true }) === 'ok');
  } finally {
    db.close();
  }
  return { requestsPerSecond: rate, p50: result.latency.p50, p99: result.latency.p99, total };
}
