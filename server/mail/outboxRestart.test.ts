import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { ADMIN, killAll, signIn, startServer } from '../../test-support/serverProcess';
import { openDatabase } from '../db/database';
import { build, type TestApp } from '../../test-support/server/build';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';

const ORIGIN = 'http://localhost:80';
const smtpServers: TestSmtpServer[] = [];
const dirs: string[] = [];

async function smtpServer() {
  const server = await startTestSmtpServer();
  smtpServers.push(server);
  return server;
}

const inquiry = (i: number) => ({
  name: `Besucherin ${i}`,
  email: `besucherin${i}@example.org`,
  topic: 'allgemein',
  message: 'Bitte um Rückruf.',
  privacyConsent: true,
});

afterEach(async () => {
  await killAll();
  await Promise.all(smtpServers.splice(0).map((server) => server.stop()));
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the outbox across restarts', () => {
  it('keeps mails without SMTP_URL, says why in the dashboard, and sends them once SMTP_URL is set and the server restarted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-restart-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    let testApp: TestApp = await build({ env });
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const staff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });
    expect((await staff('PUT', '/api/settings/agency', agency)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const sent = await testApp.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: inquiry(i),
        headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(sent.statusCode).toBe(201);
    }
    const status = (await staff('GET', '/api/outbox/status')).json();
    expect(status).toEqual({ configured: false, server: null, counts: { pending: 6, sent: 0, failed: 0 } });
    const listed = await staff('GET', '/api/outbox?status=pending&range=[0,9]');
    expect(listed.headers['content-range']).toBe('outbox 0-5/6');
    expect(listed.json().map((mail: { attempts: number }) => mail.attempts)).toEqual([0, 0, 0, 0, 0, 0]);
    await testApp.app.close();

    const smtp = await smtpServer();
    testApp = await build({ env: { ...env, SMTP_URL: `smtp://postfach:geheim@127.0.0.1:${smtp.port}` } });
    try {
      await smtp.waitFor(6);
      await vi.waitFor(() => expect(testApp.app.mail.outboxViews.counts()).toEqual({ pending: 0, sent: 6, failed: 0 }));
      const login2 = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
      const after = await testApp.app.inject({
        method: 'GET',
        url: '/api/outbox/status',
        headers: { cookie: login2.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      });
      // Where mail goes, never the credentials.
      expect(after.json()).toMatchObject({ configured: true, server: `smtp://127.0.0.1:${smtp.port}` });
      expect(after.body).not.toContain('geheim');
    } finally {
      await testApp.app.close();
    }
  });

  it('delivers every queued mail after the server is killed with SIGKILL in the middle of sending', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-kill-'));
    dirs.push(dataDir);
    const smtp = await smtpServer();
    // The server takes the first mail in and never answers: the sender is mid-send when it dies.
    smtp.holdReplies(true);
    const env = { SMTP_URL: smtp.url, MAIL_CLAIM_SECONDS: '3' };
    const logFile = join(dataDir, 'server.log');
    let server = await startServer({ dataDir, logFile, env });
    const cookie = await signIn(server.origin);
    const put = await fetch(`${server.origin}/api/settings/agency`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.origin, cookie },
      body: JSON.stringify(agency),
    });
    expect(put.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const sent = await fetch(`${server.origin}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin, 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify(inquiry(i)),
      });
      expect(sent.status).toBe(201);
    }
    await smtp.waitFor(1);
    await server.kill();

    smtp.holdReplies(false);
    server = await startServer({ dataDir, logFile, env });
    await smtp.waitFor(9, 30_000);
    await server.stop();

    const db = openDatabase(join(dataDir, 'content.sqlite'));
    try {
      const rows = db.prepare('SELECT message_id, status FROM outbox').all() as { message_id: string; status: string }[];
      expect(rows).toHaveLength(8);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      const arrived = smtp.received.map((mail) => mail.parsed.messageId);
      expect(new Set(arrived)).toEqual(new Set(rows.map((row) => row.message_id)));
      // Only the mail in flight at the kill came twice, with the same Message-ID.
      expect(arrived.length - new Set(arrived).size).toBe(1);
    } finally {
      db.close();
    }
  });
});
