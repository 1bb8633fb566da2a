// A full disk is answered 507 with a German message (not the generic 500), and nothing is half-written.
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, validRecords, type SecurityApp } from '../../test-support/server/security/securityTestApp';
import errorAnswers, { isStorageFull, STORAGE_FULL_MESSAGE } from './errorAnswers';

const GENERIC_500 = 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.';

describe('isStorageFull', () => {
  it('knows SQLite\'s and the file system\'s "no room" codes, also wrapped as a cause', () => {
    for (const code of ['SQLITE_FULL', 'ENOSPC', 'EDQUOT', 'EFBIG'])
      expect(isStorageFull(Object.assign(new Error('x'), { code })), code).toBe(true);
    expect(isStorageFull(new Error('wrapped', { cause: Object.assign(new Error('inner'), { code: 'ENOSPC' }) }))).toBe(true);
    for (const error of [
      new Error('x'),
      Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }),
      Object.assign(new Error('x'), { code: 'EACCES' }),
      null,
      'ENOSPC',
      42,
    ]) {
      expect(isStorageFull(error), String(error)).toBe(false);
    }
  });
});

describe('the whole app when SQLite reports SQLITE_FULL', () => {
  let s: SecurityApp;
  /** Lets the database grow by no page (SQLite then refuses with SQLITE_FULL), or lifts the cap again. */
  const capDatabase = (capped: boolean) => {
    // Free pages (left by the start-up jobs' deletes) would take a write without the file growing: none may be left.
    if (capped) s.app.db.exec('VACUUM');
    const pages = capped ? Number(s.app.db.pragma('page_count', { simple: true })) : 1_073_741_823;
    s.app.db.pragma(`max_page_count = ${pages}`);
  };
  const count = (collection: string) =>
    Number(s.app.db.prepare('SELECT count(*) FROM documents WHERE collection = ?').pluck().get(collection));
  // Big enough to need new pages (the free space inside existing pages cannot take it).
  const bigTeamMember = () => validRecords.team({ name: 'Platz Probe', bio: 'Kurzvorstellung '.repeat(60).slice(0, 1000) });
  const bigInquiry = () => validRecords.inquiries({ message: 'Bitte um Rückruf. '.repeat(160).slice(0, 3000) });

  beforeAll(async () => {
    s = await createSecurityApp();
    // Fill the database a little, so page_count is more than the schema.
    for (let i = 0; i < 3; i += 1) await s.create('team', bigTeamMember());
  }, 60_000);
  afterAll(() => s.close());

  it('answers a staff write with 507 and a German message, logs it as an error, and stores nothing', async () => {
    const before = count('team');
    capDatabase(true);
    try {
      const response = await s.call('POST', '/api/team', { staff: true, body: { ...bigTeamMember(), bio: 'x'.repeat(1000) } });
      expect(response.statusCode).toBe(507);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
      expect(response.headers['content-security-policy']).toBeDefined();
    } finally {
      capDatabase(false);
    }
    expect(count('team')).toBe(before);
    expect(s.logs.some((line) => line.level === 50 && line.msg === 'storage full: write refused with 507')).toBe(true);
  });

  it("answers a visitor's inquiry with 507 too, and takes it once there is room again", async () => {
    const before = count('inquiries');
    capDatabase(true);
    try {
      const refused = await s.call('POST', '/api/inquiries', { body: bigInquiry() });
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(STORAGE_FULL_MESSAGE);
      expect(count('inquiries')).toBe(before);
    } finally {
      capDatabase(false);
    }
    expect((await s.call('POST', '/api/inquiries', { body: bigInquiry() })).statusCode).toBe(201);
    expect(count('inquiries')).toBe(before + 1);
  });

  it('keeps reading while the disk is full', async () => {
    capDatabase(true);
    try {
      expect((await s.call('GET', '/api/team', { staff: true })).statusCode).toBe(200);
      expect((await s.app.inject('/')).statusCode).toBe(200);
    } finally {
      capDatabase(false);
    }
  });
});

describe('file system errors (ENOSPC from /dev/full)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorAnswers);
    // Like the routes of this server that word their own errors: an encapsulated handler that passes a full disk on.
    await app.register(async (child) => {
      child.setErrorHandler((error, _request, reply) => {
        if (isStorageFull(error)) throw error;
        return reply.code(500).send({ message: GENERIC_500 });
      });
      child.post('/media', async () => {
        writeFileSync('/dev/full', Buffer.alloc(1024));
        return { stored: true };
      });
      child.post('/broken', async () => {
        throw new Error('something else');
      });
      child.post('/refused', async (_request, reply) => reply.code(400).send({ message: 'Die Anfrage ist ungültig.' }));
    });
    app.post('/root', async () => {
      throw new Error('wrapper', { cause: Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }) });
    });
  });
  afterAll(() => app.close());

  it.skipIf(!existsSync('/dev/full'))("answers 507 instead of a route's own 500", async () => {
    const response = await app.inject({ method: 'POST', url: '/media' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
  });

  it('answers 507 with the default error handler too, for a wrapped ENOSPC', async () => {
    const response = await app.inject({ method: 'POST', url: '/root' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
  });

  it('leaves every other error and answer as it was', async () => {
    const broken = await app.inject({ method: 'POST', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: GENERIC_500 });
    const refused = await app.inject({ method: 'POST', url: '/refused' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('errors no route answers itself', () => {
  let app: FastifyInstance;
  const logs: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } } });
    await app.register(errorAnswers);
    app.get('/boom', async () => {
      throw new Error('secret detail of /boom');
    });
    app.get('/limited', async () => {
      throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429, headers: { 'retry-after': '60' } });
    });
  });
  afterAll(() => app.close());

  it('answer 500 in German, without the error text, and log it as an error', async () => {
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_500 });
    expect(logs.some((line) => line.level === 50 && line.msg === 'request failed')).toBe(true);
  });

  it('answer a refusal by its status in German and keep the headers that belong to it', async () => {
    const response = await app.inject('/limited');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.' });
  });

  it('answer an unknown route without repeating its path', async () => {
    const response = await app.inject({ method: 'TRACE', url: '/geheim/pfad' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Unter dieser Adresse gibt es nichts.' });
  });
});
