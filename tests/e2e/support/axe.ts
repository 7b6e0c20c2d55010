// axe-core on a page or a part of it: serious and critical violations only (the gate), each named by
// rule, element and page so that a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const GATED = new Set(['serious', 'critical']);

/** WCAG 2.x A and AA plus axe's best practices (landmarks, headings, region). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type WithAxe = { axe?: typeof axe };

/**
 * axe.run in the page, axe-core injected once per document. AxeBuilder.analyze() injects the 0.5 MB
 * axe source again on every call and finishes each run in a new blank page of its own (for results
 * across frames): 0.5–1.4 s per call against 0.03–0.4 s here, with the same engine, rules and options
 * and the same violations (checked side by side on a page with planted ones). A page with frames goes
 * through AxeBuilder, which reaches into them.
 */
async function runAxe(page: Page, include: string | undefined): Promise<axe.Result[]> {
  // Only violations are read: axe then keeps one node per passing rule instead of every node, which
  // made most of an analysis's time (collecting and sending every passing node back to Node).
  const options: axe.RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
    if (include) builder = builder.include(include);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(async ([include, options]) => {
    const engine = (window as WithAxe).axe;
    if (!engine) throw new Error('axe-core did not load in the page');
    return (await engine.run(include ? { include: [include] } : document, options)).violations;
  }, [include ?? null, options] as const);
}

/**
 * axe-core in every document the page opens from now on, before the page's own scripts, instead of
 * sent over by runAxe after each navigation: a walk runs axe on nearly every page it opens, and the
 * 0.5 MB source then no longer crosses the wire once a page (about 75 ms of the 165 ms an injection took).
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.context().addInitScript(axe.source);
}

/** Serious and critical violations of `page` (or of the elements matching `include`), as readable lines. */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  const violations = await runAxe(page, include);
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
