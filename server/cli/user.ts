// Staff accounts from the command line: npm run user -- add|passwd|list|remove …
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { readConfigOrExit } from '../config';
import { openDatabase } from '../db/database';
import { runUserCli, type CliIo } from './userCommands';

/** Asks on the terminal without echoing what is typed (readline writes the echo to a muted stream). */
async function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const readline = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await readline.question('');
  } finally {
    readline.close();
    process.stdout.write('\n');
  }
}

const config = readConfigOrExit();
const io: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  userPassword: config.userPassword,
  askPassword: process.stdin.isTTY ? askHidden : undefined,
};

try {
  const db = openDatabase(join(config.dataDir, 'content.sqlite'));
  try {
    process.exitCode = await runUserCli(db, process.argv.slice(2), io);
  } finally {
    db.close();
  }
} catch (error) {
  console.error(`Fehler: ${(error as Error).message}`);
  process.exitCode = 1;
}
