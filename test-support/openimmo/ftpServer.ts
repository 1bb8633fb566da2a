import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FtpSrv } from 'ftp-srv';
import type { Certificate } from './certificate';

export interface TestServer {
  port: number;
  /** The folder the user's uploads land in. */
  root: string;
  close(): Promise<void>;
}

/** ftp-srv logs through bunyan; tests want silence. */
const quiet = {
  child: () => quiet,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real FTP server (ftp-srv) on this machine, one user, files on disk. With a certificate it offers explicit TLS
 * (AUTH TLS on the control port, TLS on the data connections), as portals do for FTPS.
 */
export async function startFtpServer(username: string, password: string, tls?: Certificate): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'ftp-root-'));
  const port = await freePort();
  const pasv = await freePort();
  const server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: pasv,
    pasv_max: pasv + 20,
    anonymous: false,
    log: quiet,
    greeting: 'Testportal',
    tls: tls ?? false,
  });
  server.on('login', (data, resolve, reject) => {
    if (data.username === username && data.password === password) resolve({ root });
    else reject(new Error('Anmeldung abgelehnt'));
  });
  await server.listen();
  return {
    port,
    root,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
