// The first screen after sign-in says what needs doing: the multi-company dealer on the Dutch site
// (which takes online payment) sees its overdue German invoice with the amount and the days late,
// its credit with the average payment days, and pays from the home: the pay button opens the
// payment page of that company with the invoice ready to select. No other story pays DE01 invoices.
import { expect, test as base } from './fixtures';
import { hostLaunchOptions, hostOrigin } from './support/hosts';
import { closePromotions, signInWithForm } from './support/sign-in';

const DUTCH_HOST = 'dealer.spoke-bikes.nl';
const test = base.extend<object, object>({ launchOptions: hostLaunchOptions(DUTCH_HOST) });

test('the home shows the dealer an overdue invoice and the way to pay it', async ({ page, baseURL }) => {
  const prefix = `${hostOrigin(DUTCH_HOST, baseURL)}/en-nl`;
  await signInWithForm(page, prefix, 'dealer.de');
  await closePromotions(page);
  await page.goto(`${prefix}/`);

  const overdue = page.getByRole('region', { name: 'Overdue invoices' });
  await expect(overdue).toBeVisible();
  const first = overdue.getByRole('listitem').first();
  await expect(first).toContainText(/days late \(due /);
  await expect(first).toContainText(/€\s?[\d.,]+/);
  const assignment = ((await first.locator('strong').textContent()) ?? '').trim();
  expect(assignment).toMatch(/^\d+(-\d+)?$/);
  const credit = page.getByRole('region', { name: 'Credit' });
  await expect(credit.getByText('Average payment days').first()).toBeVisible();

  await overdue.getByRole('link', { name: /^Pay Spoke Distribution Deutschland/ }).click();
  await expect(page).toHaveURL(/\/en-nl\/payment\/invoice\?company=DE01$/);
  await expect(page.getByRole('checkbox', { name: `Select invoice ${assignment}`, exact: true })).toBeVisible();
});
