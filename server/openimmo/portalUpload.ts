import { Client as FtpClient } from 'basic-ftp';
import type { ConnectionOptions } from 'node:tls';
import { Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import type { PortalRecord } from '../../src/shared/resources/portals';

export interface UploadTarget extends Pick<PortalRecord, 'protocol' | 'host' | 'port' | 'username' | 'directory'> {
  password: string;
  /** For FTPS against a server with its own certificate authority (tests); portals use public certificates. */
  tls?: ConnectionOptions;
}

const TIMEOUT_MS = 60_000;

function remotePath(directory: string | null, name: string): string {
  if (!directory) return name;
  let end = directory.length;
  while (end > 1 && directory[end - 1] === '/') end -= 1;
  const base = directory.slice(0, end);
  return base === '/' ? `/${name}` : `${base}/${name}`;
}

/**
 * Puts the ZIP on the portal's server under a temporary name and renames it when complete, so the portal's
 * importer never picks up half a file.
 */
export async function uploadZip(target: UploadTarget, fileName: string, zip: Buffer): Promise<void> {
  const partial = `${fileName}.part`;
  if (target.protocol === 'sftp') {
    const sftp = new SftpClient();
    try {
      await sftp.connect({ host: target.host, port: target.port ?? 22, username: target.username, password: target.password, readyTimeout: TIMEOUT_MS });
      await sftp.put(zip, remotePath(target.directory, partial));
      await sftp.rename(remotePath(target.directory, partial), remotePath(target.directory, fileName));
    } finally {
      await sftp.end().catch(() => undefined);
    }
    return;
  }
  const ftp = new FtpClient(TIMEOUT_MS);
  try {
    await ftp.access({
      host: target.host,
      port: target.port ?? 21,
      user: target.username,
      password: target.password,
      // Explicit TLS (AUTH TLS on port 21), as the portals offer it.
      secure: target.protocol === 'ftps',
      secureOptions: target.tls,
    });
    if (target.directory) await ftp.cd(target.directory);
    await ftp.uploadFrom(Readable.from(zip), partial);
    await ftp.rename(partial, fileName);
  } finally {
    ftp.close();
  }
}
