import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ERROR, sendJson } from './sendJson';

let server: Server;
let origin: string;

/** A real server that answers by path, as the API routes do. */
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const reply = (status: number, text: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (request.url === '/ok') return reply(201, JSON.stringify({ method: request.method, received: JSON.parse(body) }));
      if (request.url === '/invalid')
        return reply(
          400,
          JSON.stringify({ message: 'Bitte prüfen Sie Ihre Angaben.', errors: { email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' } }),
        );
      reply(502, '<html>Bad Gateway</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('sendJson', () => {
  it('sends the body as JSON with the chosen method and hands back the answer', async () => {
    const answer = await sendJson(`${origin}/ok`, { name: 'Anna' }, { method: 'PUT' });
    expect(answer).toEqual({ ok: true, status: 201, data: { method: 'PUT', received: { name: 'Anna' } } });
  });

  it('hands back the server’s message and the messages per field', async () => {
    expect(await sendJson(`${origin}/invalid`, {})).toEqual({
      ok: false,
      status: 400,
      message: 'Bitte prüfen Sie Ihre Angaben.',
      fieldErrors: { email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
    });
  });

  it('says something plain when the answer is no JSON', async () => {
    expect(await sendJson(`${origin}/proxy-error`, {}, { fallbackMessage: 'Später erneut versuchen.' })).toMatchObject({
      ok: false,
      status: 502,
      message: 'Später erneut versuchen.',
    });
  });

  it('says that the server is unreachable when the request never arrives', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await sendJson(`http://127.0.0.1:${port}/`, {})).toEqual({ ok: false, status: 0, message: NETWORK_ERROR });
  });
});
