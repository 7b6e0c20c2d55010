// Playwright drives Debian's chromium (browsers cannot be downloaded here). Install it when we can
// (root), otherwise stop with the command a human needs to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing (${CHROMIUM}); the end-to-end tests need it.\n` +
        'Install it as root and run the tests again:\n\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing; installing Debian's chromium (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for a concurrent apt/dpkg run instead of failing on its lock.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', [...lock, ...args], { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
