// Pre-season booking: a dealer books quantities per size, colour and delivery month in the grid of
// the open window, sees the early-order price, changes the booking, and the back office sees the
// booked totals per model. Desktop books as the US dealer, the phone as the German dealer on the
// German host (stacked grid), so the two projects never share a booking.
import { expect, test as base } from './fixtures';
import { germanHostLaunchOptions, shopperFor, signIn } from './support/place-order';
import { signInAs } from './support/sign-in';

const test = base.extend<object, object>({ launchOptions: germanHostLaunchOptions });

test('a dealer books a pre-season grid, changes it, and the back office sees the totals per model', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signIn(page, shopper);
  await page.goto(`${shopper.prefix}/preseason`);
  await expect(page.getByRole('heading', { name: 'Pre-season booking', level: 1 })).toBeVisible();
  const grid = page.getByTestId('preseason-grid');
  const cells = grid.locator('input[type="number"]:not([disabled])');
  const [first, second] = [cells.nth(0), cells.nth(1)];
  await expect(first).toHaveAccessibleName(/, quantity for /);

  await first.fill('3');
  await second.fill('2');
  await grid.getByRole('button', { name: 'Save booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking has been saved.' })).toBeVisible();
  await expect(first).toHaveValue('3');
  await expect(second).toHaveValue('2');
  const total = grid.getByTestId('preseason-total');
  await expect(total).toBeVisible();
  await expect(grid.getByText('You save')).toBeVisible();

  await first.fill('1');
  await second.fill('');
  await grid.getByRole('button', { name: 'Save booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking has been saved.' })).toBeVisible();
  await expect(first).toHaveValue('1');
  await expect(second).toHaveValue('');

  await page.context().clearCookies();
  await signInAs(page, shopper.prefix, 'admin');
  await page.goto(`${shopper.prefix}/admin/preseason`);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Booked per model' })).toBeVisible();
  const totals = page.getByTestId('preseason-totals');
  await expect(totals.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/Customers with a booking: [1-9]\d*\. Bikes booked: [1-9]/)).toBeVisible();
});
