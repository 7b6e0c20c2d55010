// The shared fixture's promise: a browser console.error or page error fails the test unless the
// test declared it. test.fail() inverts the outcome, so the first two pass only if the fixture
// fails them; each first proves the error really reached the page, so nothing else can fail it.
// A blank page: the portal's Content-Security-Policy would block the injected script.
import { expect, test } from './fixtures';

test('a console.error in the page fails the test', async ({ page }) => {
  test.fail();
  const [message] = await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.error('something broke'))]);
  expect(message.text()).toBe('something broke');
});

test('an uncaught error in the page fails the test', async ({ page }) => {
  test.fail();
  const [error] = await Promise.all([page.waitForEvent('pageerror'), page.addScriptTag({ content: "throw new Error('uncaught')" })]);
  expect(error.message).toBe('uncaught');
});

test('a console.error the test declared does not fail it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/expected by this test/);
  const [message] = await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.error('expected by this test'))]);
  expect(message.type()).toBe('error');
});
