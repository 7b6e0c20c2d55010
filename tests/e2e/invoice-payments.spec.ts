// A dealer pays invoices: on the desktop the US dealer meets the "oldest first" rule, fixes the
// selection and pays in full by card, then pays the next one with the saved card; on the phone the multi-company dealer pays part of one
// invoice on the Dutch host, which allows partial payments. The simulated gateway settles cards at once:
// paid invoices leave the open list, a part-paid one stays payable for the rest.
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { COUNTRY_HOSTS, countryHostLaunchOptions, hostOrigin } from './support/hosts';
import { fillCard, startFlow } from './support/payment';
import { closePromotions, signInAs } from './support/sign-in';

const DUTCH_HOST = COUNTRY_HOSTS.nl;

const test = base.extend<object, object>({ launchOptions: countryHostLaunchOptions });

async function signIn(page: Page, prefix: string, username: string): Promise<void> {
  await signInAs(page, prefix, username);
  await closePromotions(page);
}

/** Desktop: the US dealer is told to pay the oldest invoice first, fixes the selection and pays by card. */
async function payOldestFirst(page: Page): Promise<void> {
  await signIn(page, '/en-us', 'dealer.us');
  await page.goto('/en-us/payment/invoice');
  const boxes = page.getByRole('checkbox', { name: /^Select invoice/ });
  await startFlow(page);
  const later = boxes.nth(1);
  const oldestName = (await boxes.first().getAttribute('aria-label')) ?? '';
  await later.check();
  await expect(page.getByRole('alert').filter({ hasText: 'Please pay the oldest invoice first' })).toBeVisible();
  await later.uncheck();
  await boxes.first().check();
  await expect(page.getByText('Please pay the oldest invoice first')).toHaveCount(0);
  await fillCard(page);
  await page.getByRole('checkbox', { name: /Save this payment method/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment request created' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to open invoices' }).click();
  const inPayment = page.getByRole('heading', { name: 'In payment' });
  await expect(inPayment).toBeVisible();
  await page.goto('/en-us/payment/invoice');
  await expect(page.getByRole('checkbox', { name: oldestName })).toHaveCount(0);

  // The card was saved with the first payment: the next oldest invoice is paid with it.
  await startFlow(page);
  await page.getByRole('checkbox', { name: /^Select invoice/ }).first().check();
  await page.getByRole('radio', { name: /Credit card/i }).first().check();
  await page.getByRole('radio', { name: 'Use Visa •••• 4242' }).check();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions of online payment' }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment request created' })).toBeVisible({ timeout: 15_000 });
}

/** Phone: the dealer with two companies pays part of one invoice on the Dutch host, after the minimum message. */
async function payPart(page: Page, baseURL: string | undefined): Promise<void> {
  const prefix = `${hostOrigin(DUTCH_HOST, baseURL)}/en-nl`;
  await signIn(page, prefix, 'dealer.de');
  await page.goto(`${prefix}/payment/invoice?company=NL01`);
  await startFlow(page);
  const first = page.getByRole('checkbox', { name: /^Select invoice/ }).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.check();
  await page.getByRole('checkbox', { name: 'Pay part of this invoice' }).check();
  await page.getByLabel('Amount to pay now').fill('0,50');
  await fillCard(page);
  await page.getByRole('checkbox', { name: /I understand that the rest of the invoice stays open/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The minimum amount is 1' })).toBeVisible();
  await page.getByLabel('Amount to pay now').fill('10');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment request created' })).toBeVisible({ timeout: 15_000 });
  await page.goto(`${prefix}/payment/invoice?company=NL01`);
  await expect(page.getByRole('checkbox', { name })).toHaveCount(1);
}

test('a dealer pays open invoices under the host rules: oldest first in full by card then with the saved card, or part of one invoice', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  if (testInfo.project.name === 'phone') await payPart(page, baseURL);
  else await payOldestFirst(page);
});
