// What people write on a claim: a comment with ordinary punctuation is sent; one the rule refuses
// keeps what was typed and says why at the box; a refused description reads as words, never a key.
import { expect, test } from './fixtures';
import { freeFrames } from './support/frames-db';
import { closePromotions, signInAs } from './support/sign-in';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(200).fill(9)]);

test('a dealer asks a question in a claim comment, and a refused one keeps what was typed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/claim');
  await page.getByRole('row').nth(1).getByRole('link').first().click();

  const box = page.getByLabel('Your comment');
  const refused = 'Is it covered? See <b>photo 2</b>; thanks';
  await box.fill(refused);
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(box).toHaveValue(refused);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(/A comment can hold letters, numbers, line breaks and ordinary punctuation, but not < >/);

  const asked = 'Is it covered? See photo 2; thanks (Jamie).';
  await box.fill(asked);
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByText(asked)).toBeVisible();
  await expect(page.getByLabel('Your comment')).toHaveValue('');
});

test('a dealer whose claim description is refused reads why in words under Description', async ({ page, consoleErrors }, info) => {
  consoleErrors.allow(/status of 400/);
  const [frame] = await freeFrames(info, 1);
  if (!frame) throw new Error('no free frame in the demo data');
  await signInAs(page, '/en-us', 'dealer.us');
  await page.goto('/en-us/claim/create/bike');
  await closePromotions(page);
  await page.getByLabel('Frame number').fill(frame);
  await page.getByRole('button', { name: 'Find frame' }).click();
  await page.getByLabel('Purchase date').fill('2026-01-15');
  await page.getByLabel('Frame: Crack in the frame').check();
  await page.getByLabel('Description').fill('Crack at the head tube {see photo}');
  await page.getByLabel(/Photos of the problem/).setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByText('Uploaded')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save claim' }).click();
  await expect(page.getByText('Letters, numbers, line breaks and ordinary punctuation are allowed, but not < >', { exact: false })).toBeVisible();
  await expect(page.getByText('claims.error.description_text')).toHaveCount(0);
});
