// The first screen after sign-in says what needs doing: the multi-company dealer on the Dutch site
// (which takes online payment) sees its overdue German invoice with the amount and the days late,
// its credit with the average payment days, and pays from the home: the pay button opens the
// payment page of that company with the invoice ready to select, and the dealer pays part of it (the
// Dutch site takes part payments, so the other width's run still finds it overdue). No other story
// pays DE01 invoices.
import { expect, test as base } from './fixtures';
import { COUNTRY_HOSTS, countryHostLaunchOptions, hostOrigin } from './support/hosts';
import { fillCard, startFlow } from './support/payment';
import { closePromotions, signInAs } from './support/sign-in';

const DUTCH_HOST = COUNTRY_HOSTS.nl;
const test = base.extend<object, object>({ launchOptions: countryHostLaunchOptions });

test('the home shows the dealer an overdue invoice, and the dealer pays it from there', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const prefix = `${hostOrigin(DUTCH_HOST, baseURL)}/en-nl`;
  await signInAs(page, prefix, 'dealer.de');
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
  const invoice = page.getByRole('checkbox', { name: `Select invoice ${assignment}`, exact: true });
  await expect(invoice).toBeVisible();

  await startFlow(page);
  await invoice.check();
  await page.getByRole('checkbox', { name: 'Pay part of this invoice' }).check();
  await page.getByLabel('Amount to pay now').fill('10');
  await fillCard(page);
  await page.getByRole('checkbox', { name: /I understand that the rest of the invoice stays open/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment request created' })).toBeVisible({ timeout: 15_000 });
});
