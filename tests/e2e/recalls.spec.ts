// Recall campaigns (decision 0111). A dealer finds their recalled frames from the home's to-do card,
// reads what the recall asks in their language, records the repair of one, and the warranty desk's
// campaign view counts it. Desktop: the US dealer and the US site in English; phone: the German dealer
// on the German site in German, so the two projects never count the same campaign.
import { expect, test as base } from './fixtures';
import { GERMAN_HOST, germanHostLaunchOptions } from './support/place-order';
import { hostOrigin } from './support/hosts';
import { signInAs } from './support/sign-in';

const test = base.extend<object, object>({ launchOptions: germanHostLaunchOptions });

interface Story {
  prefix: string;
  dealer: string;
  words: { promotions: string; closePromotions: string; card: string; all: RegExp; page: string; recall: string; instruction: RegExp; record: string; recorded: RegExp; repaired: RegExp; desk: string; done: string };
}

function storyFor(project: string, baseURL: string | undefined): Story {
  if (project !== 'phone') {
    return {
      prefix: '/en-us',
      dealer: 'dealer.us',
      words: {
        promotions: 'Promotions', closePromotions: 'Close promotions', card: 'Recalled frames to do', all: /^All recalled frames \(\d+ to do\)$/, page: 'Recalls', recall: 'Fork crown inspection', instruction: /Do not ride/,
        record: 'Record the repair of frame', recorded: /^The repair of frame \S+ is recorded\.$/, repaired: /Repaired on/, desk: 'Recall campaigns', done: 'Done',
      },
    };
  }
  return {
    prefix: `${hostOrigin(GERMAN_HOST, baseURL)}/de`,
    dealer: 'dealer.de',
    words: {
      promotions: 'Aktionen', closePromotions: 'Aktionen schließen', card: 'Offene Rückruf-Rahmen', all: /^Alle Rückruf-Rahmen \(\d+ offen\)$/, page: 'Rückrufe', recall: 'Rückruf Akkuschloss', instruction: /Schließzylinder/,
      record: 'Reparatur von Rahmen', recorded: /^Die Reparatur von Rahmen \S+ ist erfasst\.$/, repaired: /Repariert am/, desk: 'Rückrufaktionen', done: 'Erledigt',
    },
  };
}

/** The campaign's "done" count on the warranty desk's page. */
async function doneCount(page: import('@playwright/test').Page, story: Story): Promise<number> {
  await page.goto(`${story.prefix}/admin/recalls`);
  await expect(page.getByRole('heading', { name: story.words.desk, level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(story.words.recall) }) });
  await expect(row).toHaveCount(1);
  const done = row.locator(`td[data-label="${story.words.done}"]`);
  return Number((await done.innerText()).replace(/\D/g, ''));
}

test('a dealer finds their recalled frames from the home, records a repair, and the warranty desk counts it @phone', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const story = storyFor(testInfo.project.name, baseURL);
  await signInAs(page, story.prefix, 'admin');
  const before = await doneCount(page, story);
  await page.context().clearCookies();

  await signInAs(page, story.prefix, story.dealer);
  // The promotions pop-up greets a dealer once a day, in the page's language.
  await page.waitForLoadState('domcontentloaded');
  const promotions = page.getByRole('dialog', { name: story.words.promotions });
  if (await promotions.isVisible()) {
    await promotions.getByRole('button', { name: story.words.closePromotions }).click();
    await expect(promotions).toBeHidden();
  }
  const card = page.getByRole('region', { name: story.words.card });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: story.words.all }).click();
  await expect(page.getByRole('heading', { name: story.words.page, level: 1 })).toBeVisible();
  const recall = page.getByRole('region', { name: story.words.recall });
  await expect(recall).toContainText(story.words.instruction);

  const toDo = recall.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^${story.words.record} `) }) }).first();
  const frame = (await toDo.getByRole('rowheader').innerText()).trim();
  expect(frame).toMatch(/^[A-Z0-9-]+$/);
  await toDo.getByRole('button', { name: new RegExp(`^${story.words.record} ${frame}`) }).click();
  await expect(page.getByRole('status')).toHaveText(story.words.recorded);
  const row = recall.getByRole('row').filter({ has: page.getByRole('rowheader', { name: frame, exact: true }) });
  await expect(row).toContainText(story.words.repaired);
  await expect(row.getByRole('button')).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, story.prefix, 'admin');
  expect(await doneCount(page, story)).toBe(before + 1);
});
