// The browser tests drive Debian's Chromium (Playwright's own download does not work offline).
// Finds it, or installs it with apt-get when that is possible, or says exactly what to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../tests/e2e/support/chromium.ts';

if (!fs.existsSync(chromiumPath)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (process.env.CHROMIUM_PATH || !isRoot || !isDebian) {
    console.error(
      `Chromium was not found at ${chromiumPath}. Install it with: sudo apt-get install -y chromium` +
        ' (or set CHROMIUM_PATH to a Chromium binary).',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install Chromium by hand: apt-get install -y chromium`);
      process.exit(1);
    }
  }
}
