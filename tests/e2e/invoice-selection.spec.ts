// The payment page's invoice tables are written by the server and only listened to by the payment
// island, which loads on the first interaction: a dealer's first tap on an invoice still selects it,
// the keyboard selects the next one, and reset clears every box, also for a tap right after it.
// Nothing is paid here.
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

test('a dealer selects invoices by tap before the page script has loaded and by keyboard, and reset clears them', { tag: '@phone' }, async ({ page }) => {
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/payment/invoice');
  const boxes = page.getByRole('checkbox', { name: /^Select invoice/ });
  const amountToPay = page.getByTestId('amount-to-pay');
  await expect(page.locator('astro-island[component-url*="PaymentFlow"][ssr]')).toHaveCount(1);

  await boxes.first().click();
  await expect(boxes.first()).toBeChecked();
  const firstRow = page.locator('tbody tr', { has: page.locator('input[id^="sel-"]') }).first();
  const firstAmount = (await firstRow.getByRole('cell').last().textContent()) ?? '';
  await expect(amountToPay).toHaveText(firstAmount);

  await boxes.first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(boxes.nth(1)).toBeChecked();
  await expect(amountToPay).not.toHaveText(firstAmount);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('input[id^="sel-"]:checked')).toHaveCount(0);
  await expect(amountToPay).toHaveText('$0.00');

  // Chosen again at once after a second Reset: the boxes show the empty selection before the next
  // click, so the click selects the invoice instead of landing on a box still shown checked.
  await boxes.first().check();
  await page.getByRole('button', { name: 'Reset' }).click();
  await boxes.first().check();
  await expect(amountToPay).toHaveText(firstAmount);
});
