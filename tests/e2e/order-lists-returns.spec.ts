// A dealer saves pasted lines as a shared order list and puts it (whole, then one chosen line) into
// the cart in one step; and a dealer opens a return for a damaged line of a recent delivery with a
// photo, the back office accepts it, and the dealer finds the credit note on the return.
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { isoDay, placeOrder } from './orders-upstream';
import { signIn, withCart, type Shopper } from './support/place-order';
import { signInAs } from './support/sign-in';

const dealer: Shopper = { prefix: '/en-us', username: 'dealer.us' };
/** A decodable 64 × 48 PNG, so the page compresses it as it would a camera photo. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.from([0, ...Array.from({ length: width }, (_, x) => [x * 4, y * 5, 120]).flat()])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = png(64, 48);

test('a dealer saves a list and reorders all of it, then one chosen line', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, dealer);
  await page.goto('/en-us/catalog/list?category=PAA&view=item&hasStock=true');
  const forms = page.getByTestId('catalog-results').locator('form[data-add-to-cart]');
  await expect(forms.first()).toBeAttached();
  const codes = [...new Set(await forms.evaluateAll((all) => all.filter((f) => !f.querySelector('button')?.disabled).map((f) => f.getAttribute('data-article') ?? '')))].slice(0, 2);
  expect(codes).toHaveLength(2);
  const name = `Workshop weekly ${Date.now() % 100_000}`;

  await page.goto('/en-us/order/lists');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Take the lines from').selectOption('text');
  await page.getByLabel('Pasted lines (article code and quantity per line)').fill(`${codes[0]} 2\n${codes[1]} 1`);
  await page.getByLabel('Share with the other users of this customer').check();
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await withCart(dealer, async () => {
    await page.getByRole('button', { name: 'Put whole list in cart' }).click();
    await expect(page.getByRole('status')).toContainText('2 lines added to the cart, 0 refused.');
    await page.getByRole('checkbox', { name: `Choose ${codes[1]}` }).check();
    await page.getByRole('button', { name: 'Put chosen lines in cart' }).click();
    await expect(page.getByRole('status')).toContainText('1 line added to the cart, 0 refused.');
    await page.goto('/en-us/cart');
    await expect(page.getByRole('spinbutton')).toHaveCount(2);
    const quantities = await page.getByRole('spinbutton').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).sort());
    expect(quantities).toEqual(['2', '2']);
    await page.evaluate(async (articles) => {
      for (const code of articles) await fetch(`/api/cart/lines?articleCode=${code}&sorg=US01`, { method: 'DELETE' });
    }, codes);
  });

  const lists = await page.goto('/en-us/order/lists');
  expect(lists?.headers()['cache-control'], 'a customer’s own lists are kept by no cache').toBe('private, no-store');
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toContainText('Shared');
});

test('a dealer opens a return with a photo and finds the credit note once the back office accepts it', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await placeOrder({ now: new Date(Date.now() - 6 * 86_400_000), requestDeliveryDate: isoDay(-3), poNumber: `PO-RET-${Date.now() % 100_000}` });
  await signIn(page, dealer);
  await page.goto('/en-us/order/returns');
  await page.getByRole('link', { name: 'Open a return' }).click();
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await row.getByRole('link', { name: /Return items of delivery/ }).click();

  await expect(page.getByRole('radio', { name: /Damaged in transit/ })).toBeChecked();
  await page.getByLabel('Quantity of E2E-TUBE-1 to return').fill('2');
  await page.getByLabel('Photos').setInputFiles({ name: 'crushed-box.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Send return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Return R\d{7}$/ })).toBeVisible();
  await expect(page.getByText('Submitted')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Return ', '').trim() ?? '';

  await page.context().clearCookies();
  await signInAs(page, '/en-us', 'admin');
  await page.goto('/en-us/admin/returns');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(number) }) });
  await item.getByLabel('Back office note').fill('Carrier damage confirmed');
  await item.getByRole('button', { name: 'Accept and credit' }).click();
  await expect(page.getByRole('status')).toContainText('The return was accepted and credited.');

  await page.context().clearCookies();
  await signIn(page, dealer);
  await page.goto('/en-us/order/returns');
  const mine = page.getByRole('row').filter({ hasText: number });
  await expect(mine).toContainText('Accepted');
  await mine.getByRole('link', { name: number }).click();
  await expect(page.getByText('Carrier damage confirmed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'see invoices' })).toBeVisible();
});
