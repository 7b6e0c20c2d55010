// The worker project's stories use the end-to-end fixtures (a console error or page error fails the
// story) and also fail on any 5xx answer the page received, which a Worker-only fault (a module that
// does not run in workerd, a binding missing) shows first.
import { expect, test as base } from '../e2e/fixtures';

export const test = base.extend<{ serverErrors: void }>({
  serverErrors: [
    async ({ page }, use) => {
      const seen: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 500) seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      await use();
      expect(seen, 'server errors (5xx) while the story ran').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
