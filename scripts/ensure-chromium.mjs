// Playwright drives Debian's chromium (browsers cannot be downloaded here). Install it when we can
// (root), otherwise stop with the command a human needs to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';
/**
 * The end-to-end tests run in Chromium's headless shell (Debian's chromium-headless-shell, the same
 * Blink as chromium; Playwright's own default for headless runs): the full browser in headless mode
 * spent twice the CPU per page (its browser UI's WebUI renderers), half of the end-to-end layer's time
 * on two cores. Lighthouse keeps the full browser.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell'];

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium or its headless shell is missing (${CHROMIUM}, ${HEADLESS_SHELL}); the end-to-end tests need them.\n` +
        'Install them as root and run the tests again:\n\n' +
        `  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}\n`,
    );
    process.exit(1);
  }
  console.log(`Chromium or its headless shell is missing; installing Debian's ${PACKAGES.join(' and ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for a concurrent apt/dpkg run instead of failing on its lock.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...PACKAGES]]) {
    const result = spawnSync('apt-get', [...lock, ...args], { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM) || !existsSync(HEADLESS_SHELL)) {
    console.error(`apt-get finished but ${CHROMIUM} or ${HEADLESS_SHELL} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
