// axe-core on a page or a part of it: serious and critical violations only (the gate), each named by
// rule, element and page so that a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const GATED = new Set(['serious', 'critical']);

/** WCAG 2.x A and AA plus axe's best practices (landmarks, headings, region). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Serious and critical violations of `page` (or of the elements matching `include`), as readable lines. */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passing rule instead of every node, which
  // made most of an analysis's time (collecting and sending every passing node back to Node).
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => GATED.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.slice(0, 5).map((node) => `${where}: ${v.impact} ${v.id} (${v.help}) at ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`));
}

/**
 * Opens what a page folds away in place (disclosures inside main), so that their content is checked
 * with the page. Overlays (dialogs, popovers) are checked one at a time by the caller.
 */
export async function openDisclosures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')) details.open = true;
  });
}
