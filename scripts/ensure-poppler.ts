// Makes sure the exposé PDF tests can render pages to PNG (poppler's pdftoppm): they never skip silently.
import { spawnSync } from 'node:child_process';

const has = () => spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0;

if (!has()) {
  console.log('pdftoppm is missing: installing poppler-utils.');
  if (process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
  }
  if (!has()) {
    console.error('ERROR: pdftoppm (Debian package poppler-utils) is not installed and could not be installed.');
    process.exit(1);
  }
}
