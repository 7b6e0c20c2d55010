// A dealer fills the cart from a pasted list and from an Excel workbook on the fast-order page,
// sees the refused line with its reason, checks the whole cart out as one order and finds the
// articles among the previous purchases.
import { writeXlsx } from '../../src/server/spreadsheet/xlsx';
import { expect, test as base } from './fixtures';
import { checkOutFromCart, germanHostLaunchOptions, shopperFor, signIn, withCart } from './support/place-order';

/** The phone story runs as the German dealer on the German host, so the two projects never share a cart. */
const test = base.extend<object, object>({ launchOptions: germanHostLaunchOptions });

test('a dealer orders fast from a pasted list and from a spreadsheet file, then checks out once', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signIn(page, shopper);
  await page.goto(`${shopper.prefix}/catalog/list?category=PAA&view=item&hasStock=true`);
  const forms = page.getByTestId('catalog-results').locator('form[data-add-to-cart]');
  await expect(forms.first()).toBeAttached();
  const codes = [...new Set(await forms.evaluateAll((all) => all.filter((f) => !f.querySelector('button')?.disabled).map((f) => f.getAttribute('data-article') ?? '')))].slice(-3);
  expect(codes).toHaveLength(3);
  const [pasteA = '', pasteB = '', fromFile = ''] = codes;

  await withCart(shopper, async () => {
    await page.goto(`${shopper.prefix}/catalog/fast-order`);
    await page.getByLabel('Article code and quantity per line').fill(`${pasteA} 1\n${pasteB}, 1\nNO-SUCH-ARTICLE 1`);
    await page.getByRole('button', { name: 'Check and add to cart' }).click();
    await expect(page.getByRole('status')).toContainText('2 lines added to the cart, 1 refused.');
    await expect(page.getByRole('row', { name: /NO-SUCH-ARTICLE/ })).toBeVisible();

    const workbook = await writeXlsx('Order', [['Article', 'Quantity'], [fromFile, 1]]);
    await page.getByLabel('Or upload a CSV or Excel (.xlsx) file').setInputFiles({ name: 'order.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(workbook) });
    await page.getByRole('button', { name: 'Check and add to cart' }).click();
    await expect(page.getByRole('status')).toContainText('1 line added to the cart, 0 refused.');
    await expect(page.getByRole('row', { name: new RegExp(`^2 ${fromFile} × 1`) })).toBeVisible();

    await page.goto(`${shopper.prefix}/cart`);
    await expect(page.getByRole('spinbutton')).toHaveCount(3);
    expect(await checkOutFromCart(page)).toHaveLength(1);
    await page.goto(`${shopper.prefix}/cart`);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  await page.goto(`${shopper.prefix}/catalog/previous-purchases`);
  await expect(page.getByRole('heading', { level: 1, name: 'Previous purchases' })).toBeVisible();
  const bought = page.getByRole('listitem').filter({ hasText: `Article ${fromFile} ` });
  await expect(bought).toContainText('Last ordered');
  await expect(bought.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await page.goto(`${shopper.prefix}/catalog/frequent-purchases`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequent purchases' })).toBeVisible();
});
