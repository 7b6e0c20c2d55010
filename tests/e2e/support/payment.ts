// The invoice payment island as the payment stories drive it.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The island hydrates on the first interaction: focus into it and wait, so clicks land on the island. */
export async function startFlow(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^Select invoice/ }).first().focus();
  await expect(page.locator('astro-island[component-url*="PaymentFlow"]:not([ssr])')).toHaveCount(1);
}

/** A new Visa card the simulated gateway accepts, and the terms accepted. */
export async function fillCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Credit card/i }).first().check();
  await page.getByLabel('Card type').selectOption('Visa');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2099');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions of online payment' }).check();
}
