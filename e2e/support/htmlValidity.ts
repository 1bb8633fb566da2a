import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

/** The W3C Nu HTML Checker (vnu-jar, as validator.w3.org/nu runs it). */
const VNU = resolve('node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** The errors vnu finds in HTML files, one line each ("file.html: message – extract"); none: an empty list. */
export async function htmlErrors(files: string[]): Promise<string[]> {
  // vnu exits 1 when it finds errors; its JSON report (on stderr) says which.
  const report = await promisify(execFile)('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  })
    .then(({ stderr }) => stderr)
    .catch((error: { stderr?: string }) => error.stderr ?? String(error));
  const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
  return messages.map((m) => `${m.url.split('/').pop()}: ${m.message}${m.extract ? ` – ${m.extract.trim()}` : ''}`);
}
