import type { FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { BARE_RESPONSE_HEADERS } from './securityHeaders';

/** What Node's HTTP parser refuses before Fastify sees a request, by Node's error code. */
const ANSWERS: Readonly<Record<string, { status: number; message: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Die Anfrage kam nicht rechtzeitig vollständig an.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Die Kopfzeilen der Anfrage sind zu groß.' },
};
const MALFORMED = { status: 400, message: 'Die Anfrage ist ungültig.' };

/**
 * Requests Node's HTTP parser cannot read – an unknown method such as `FOO`, a broken request line, oversized
 * headers – never reach Fastify's routes or hooks; Fastify's own answer to them is English. This one is the
 * project's German JSON, with the same bare security headers as the other early answers.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code] ?? MALFORMED;
  const body = JSON.stringify({ message });
  const headers = {
    ...BARE_RESPONSE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
};
