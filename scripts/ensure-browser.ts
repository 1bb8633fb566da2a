// Makes sure the browser suite has a Chromium: it never skips silently.
import { spawnSync } from 'node:child_process';
import { findBrowser } from './browser';

function run(command: string, args: string[]) {
  console.log(`> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

if (!findBrowser()) {
  console.log('No Chromium found: installing one.');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
    run('npx', ['playwright', 'install', 'chromium']);
  }
  if (!findBrowser()) {
    console.error('ERROR: no Chromium found, and none could be installed. Set CHROME_PATH to a Chromium or Chrome.');
    process.exit(1);
  }
}
console.log(`Browser: ${findBrowser()}`);
