// Every spec imports `test` and `expect` from here: an unexpected console.error or uncaught page
// error in the browser fails the test. A test that expects one declares it with consoleErrors.allow().
import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleErrors {
  /** Lets messages matching the pattern through, e.g. the browser's "status of 404" on a 404 page. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // auto: the check runs in every test, also those that never ask for consoleErrors.
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const seen = watchErrors(page);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = seen.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      expect(unexpected, 'unexpected console.error or page error in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

function watchErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

export { expect };
