import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  key: string;
  cert: string;
}

/** A fresh self-signed certificate for 127.0.0.1 (openssl CLI), valid for a day: a test server's own authority. */
export function selfSignedCertificate(): Certificate {
  const folder = mkdtempSync(join(tmpdir(), 'cert-'));
  try {
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
