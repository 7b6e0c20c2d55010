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
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ];
}

/** The origin of `host` on the test server's port. */
export function hostOrigin(host: string, baseURL: string | undefined): string {
  return `http://${host}:${new URL(baseURL ?? '').port}`;
}
