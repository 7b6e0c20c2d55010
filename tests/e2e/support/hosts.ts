// Country hosts in the browser: Chromium resolves their real hostnames to the test server, and plain
// http on them is treated as the HTTPS site they are in production, so the Secure cookies stick.
import type { PlaywrightWorkerArgs, PlaywrightWorkerOptions, WorkerFixture } from '@playwright/test';

type LaunchOptionsFixture = [WorkerFixture<PlaywrightWorkerOptions['launchOptions'], PlaywrightWorkerArgs & PlaywrightWorkerOptions>, { scope: 'worker' }];

/** Worker option for `test.extend({ launchOptions: hostLaunchOptions(...) })`. */
export function hostLaunchOptions(...hosts: string[]): LaunchOptionsFixture {
  return [
    async ({ launchOptions }, use, workerInfo) => {
      const port = new URL(workerInfo.project.use.baseURL ?? 'http://127.0.0.1').port;
      const rules = hosts.map((host) => `MAP ${host} 127.0.0.1`).join(',');
      const origins = hosts.map((host) => `http://${host}:${port}`).join(',');
      const args = [...(launchOptions.args ?? []), `--host-resolver-rules=${rules}`, `--unsafely-treat-insecure-origin-as-secure=${origins}`];
      // The full browser: the headless shell the other stories run in ignores the secure-origin switch,
      // so it would drop the Secure sign-in cookies on these hosts.
      await use({ ...launchOptions, executablePath: '/usr/bin/chromium', args });
    },
    { scope: 'worker' },
  ];
}

/**
 * The production hostnames of the country sites that stories visit, all mapped by one shared launch
 * option: stories with the same launch options share worker processes and browsers, and each distinct
 * one started workers and a browser of its own (a dozen more per run when every file mapped its own host).
 * The *.localhost names need none: Chromium resolves them itself and treats them as secure.
 */
export const COUNTRY_HOSTS = { de: 'haendler.spoke-bikes.de', nl: 'dealer.spoke-bikes.nl', id: 'dealer.spoke-bikes.co.id' } as const;

/** Worker option for `test.extend` of the stories on the COUNTRY_HOSTS. */
export const countryHostLaunchOptions = hostLaunchOptions(...Object.values(COUNTRY_HOSTS));

/** The origin of `host` on the test server's port. */
export function hostOrigin(host: string, baseURL: string | undefined): string {
  return `http://${host}:${new URL(baseURL ?? '').port}`;
}
