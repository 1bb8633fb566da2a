import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the server was told to deliver to (RCPT TO), whatever the headers say. */
  envelopeTo: string[];
  envelopeFrom: string;
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Refuse every recipient with this SMTP reply (e.g. 550), or accept again with undefined. */
  rejectRecipients(reply?: { code: number; message: string }): void;
  /** Take in mails but hold back the OK (a slow server: the sender waits mid-send), or answer again with false. */
  holdReplies(hold: boolean): void;
  /** Waits until `count` mails arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  restart(): Promise<void>;
}

/**
 * A real SMTP server in the test process (no TLS, any or no sign-in), collecting what arrives, parsed by mailparser.
 * `port` picks a fixed port, e.g. to bring a stopped server back where the app expects it.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejection: { code: number; message: string } | undefined;
  let holding = false;
  const waiters = new Set<() => void>();

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // A sender with credentials in SMTP_URL signs in; any name and password do here, over plain text.
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (!rejection) return callback();
        const error = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            received.push({
              raw,
              parsed,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            });
            for (const wake of waiters) wake();
            if (!holding) callback();
          }, callback);
        });
      },
    });

  let server = create();
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const actualPort = await listen(port);

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    rejectRecipients(reply) {
      rejection = reply;
    },
    holdReplies(hold) {
      holding = hold;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} mails at the test SMTP server, got ${received.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    async restart() {
      server = create();
      await listen(actualPort);
    },
  };
}
