import { closeSync, existsSync, fstatSync, mkdtempSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import ssh2, { type ParsedKey } from 'ssh2';
import { fingerprintOf } from '../../server/openimmo/portalUpload';
import type { TestServer } from './ftpServer';

const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/**
 * A real SSH server (ssh2) with the SFTP subsystem on a folder: enough of the protocol for an upload and a rename
 * (open, write, close, stat, realpath, rename).
 */
/**
 * ssh2's generator writes about one ed25519 key in 256 that its own parser refuses (it drops a leading zero byte of the
 * public key, mscdex/ssh2#1390 and #1513), and the server then cannot start: draw again in that case.
 */
function parsableHostKey(): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pair = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(pair.private) instanceof Error) && !(utils.parseKey(pair.public) instanceof Error)) return pair.private;
  }
  throw new Error('ssh2 generated 20 ed25519 keys in a row that it cannot parse');
}

export async function startSftpServer(username: string, password: string): Promise<TestServer & { fingerprint: string }> {
  const root = mkdtempSync(join(tmpdir(), 'sftp-root-'));
  const inRoot = (path: string) => join(root, normalize(`/${path}`));
  const hostKey = parsableHostKey();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('error', () => undefined);
    client.on('authentication', (context) => {
      if (context.method === 'password' && context.username === username && context.password === password) context.accept();
      else context.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, number>();
          let next = 0;
          const fdOf = (handle: Buffer) => handles.get(handle.readUInt32BE(0));
          const attrs = (size: number, mode: number) => ({ mode, size, uid: 0, gid: 0, atime: 0, mtime: 0 });
          sftp.on('OPEN', (id, filename, flags) => {
            if (!(flags & OPEN_MODE.WRITE)) return sftp.status(id, STATUS_CODE.OP_UNSUPPORTED);
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(++next, 0);
            handles.set(next, openSync(inRoot(filename), 'w'));
            sftp.handle(id, handle);
          });
          sftp.on('WRITE', (id, handle, offset, data) => {
            const fd = fdOf(handle);
            if (fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
            writeSync(fd, data, 0, data.length, offset);
            sftp.status(id, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (id, handle) => {
            const fd = fdOf(handle);
            if (fd !== undefined) closeSync(fd);
            handles.delete(handle.readUInt32BE(0));
            sftp.status(id, STATUS_CODE.OK);
          });
          sftp.on('FSTAT', (id, handle) => {
            const fd = fdOf(handle);
            if (fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
            const stats = fstatSync(fd);
            sftp.attrs(id, attrs(stats.size, stats.mode));
          });
          const stat = (id: number, path: string) => {
            if (!existsSync(inRoot(path))) return sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            const stats = statSync(inRoot(path));
            sftp.attrs(id, attrs(stats.size, stats.mode));
          };
          sftp.on('STAT', stat);
          sftp.on('LSTAT', stat);
          sftp.on('SETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('FSETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('REALPATH', (id, path) => {
            const absolute = normalize(`/${path}`);
            sftp.name(id, [{ filename: absolute, longname: absolute, attrs: attrs(0, 0o40755) }]);
          });
          sftp.on('RENAME', (id, from, to) => {
            renameSync(inRoot(from), inRoot(to));
            sftp.status(id, STATUS_CODE.OK);
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as { port: number }).port,
    root,
    /** What staff enter in the portal record (as `ssh-keygen -lf` prints it). */
    fingerprint: fingerprintOf((utils.parseKey(hostKey) as ParsedKey).getPublicSSH()),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
