// The worker project's stories use the end-to-end fixtures (a console error or page error fails the
// story) and also fail on any 5xx answer the page received, which a Worker-only fault (a module that
// does not run in workerd, a binding missing) shows first. A failed story keeps the end of the
// Worker's log, which the teardown removes with the rest of the stack.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base } from '../e2e/fixtures';
import { workerStackDir } from './stack';

export const test = base.extend<{ serverErrors: void }>({
  serverErrors: [
    async ({ page }, use, testInfo) => {
      const seen: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 500) seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      await use();
      const log = join(workerStackDir(), 'stack.log');
      if ((seen.length > 0 || testInfo.status !== testInfo.expectedStatus) && existsSync(log)) {
        await testInfo.attach('worker log (end)', { body: readFileSync(log, 'utf8').slice(-20_000), contentType: 'text/plain' });
      }
      expect(seen, 'server errors (5xx) while the story ran').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
