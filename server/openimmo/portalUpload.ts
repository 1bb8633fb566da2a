import { Client as FtpClient } from 'basic-ftp';
import { createHash } from 'node:crypto';
import type { ConnectionOptions } from 'node:tls';
import { Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import type { PortalRecord } from '../../src/shared/resources/portals';

export interface UploadTarget extends Pick<PortalRecord, 'protocol' | 'host' | 'port' | 'username' | 'directory' | 'hostKey'> {
  password: string;
  /** For FTPS against a server with its own certificate authority (tests); portals use public certificates. */
  tls?: ConnectionOptions;
}

const TIMEOUT_MS = 60_000;

/** `text` without the `char`s at its end, keeping at least `keep` characters (a loop: `/=+$/` backtracks quadratically). */
function trimEnd(text: string, char: string, keep = 0): string {
  let end = text.length;
  while (end > keep && text[end - 1] === char) end -= 1;
  return text.slice(0, end);
}

function remotePath(directory: string | null, name: string): string {
  if (!directory) return name;
  const base = trimEnd(directory, '/', 1);
  return base === '/' ? `/${name}` : `${base}/${name}`;
}

/** OpenSSH's form of a host key's fingerprint: SHA256: and the unpadded base64 of the key blob's SHA-256. */
export const fingerprintOf = (key: Buffer) => `SHA256:${trimEnd(createHash('sha256').update(key).digest('base64'), '=')}`;

const normalised = (fingerprint: string) => `SHA256:${trimEnd(fingerprint.trim().replace(/^SHA256:/, ''), '=')}`;

/**
 * SFTP only to the server staff named: without a fingerprint in the portal record, anybody in the path could
 * pose as the portal and receive the password.
 */
async function uploadSftp(target: UploadTarget, paths: { partial: string; complete: string }, zip: Buffer) {
  if (!target.hostKey?.trim()) {
    throw new Error(
      'SFTP ohne SSH-Fingerabdruck: Bitte tragen Sie im Portal den SHA256-Fingerabdruck des Servers ein (vom Portal oder mit „ssh-keyscan SERVER | ssh-keygen -lf -“). Es wurde nichts übertragen.',
    );
  }
  const expected = normalised(target.hostKey);
  let presented: string | undefined;
  const sftp = new SftpClient();
  try {
    await sftp
      .connect({
        host: target.host,
        port: target.port ?? 22,
        username: target.username,
        password: target.password,
        readyTimeout: TIMEOUT_MS,
        hostVerifier: (key: Buffer) => {
          presented = fingerprintOf(key);
          return presented === expected;
        },
      })
      .catch((error: unknown) => {
        if (presented && presented !== expected) {
          throw new Error(
            `Der SFTP-Server meldet den Schlüssel ${presented}, hinterlegt ist ${expected}. Die Verbindung wurde abgebrochen, das Passwort nicht gesendet. Hat das Portal den Schlüssel gewechselt, tragen Sie den neuen Fingerabdruck im Portal ein.`,
          );
        }
        throw error;
      });
    await sftp.put(zip, paths.partial);
    await sftp.rename(paths.partial, paths.complete);
  } finally {
    await sftp.end().catch(() => undefined);
  }
}

/**
 * Puts the ZIP on the portal's server under a temporary name and renames it when complete, so the portal's
 * importer never picks up half a file.
 */
export async function uploadZip(target: UploadTarget, fileName: string, zip: Buffer): Promise<void> {
  const partial = `${fileName}.part`;
  if (target.protocol === 'sftp')
    return uploadSftp(target, { partial: remotePath(target.directory, partial), complete: remotePath(target.directory, fileName) }, zip);
  const ftp = new FtpClient(TIMEOUT_MS);
  try {
    await ftp
      .access({
        host: target.host,
        port: target.port ?? 21,
        user: target.username,
        password: target.password,
        // Explicit TLS (AUTH TLS on port 21), as the portals offer it; the login follows the handshake.
        secure: target.protocol === 'ftps',
        secureOptions: target.tls,
      })
      .catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        if (target.protocol === 'ftps' && typeof code === 'string' && /CERT|SIGNATURE|ISSUER/.test(code)) {
          throw new Error(
            `Dem TLS-Zertifikat des FTPS-Servers ${target.host} wird nicht vertraut (${code}). Die Verbindung wurde abgebrochen, das Passwort nicht gesendet. Prüfen Sie Server und Port beim Portal.`,
          );
        }
        throw error;
      });
    if (target.directory) await ftp.cd(target.directory);
    await ftp.uploadFrom(Readable.from(zip), partial);
    await ftp.rename(partial, fileName);
  } finally {
    ftp.close();
  }
}
