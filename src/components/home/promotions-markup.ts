// The promotions strip (PromotionsStrip.astro) as one string, drawn once per promotions list (one
// cached array per viewer, filters.service.ts), language and heading level: the home shows it on
// every visit, and as template parts it was a fiftieth of the home's CPU (issue 19).
import { addAttribute } from 'astro/compiler-runtime';
import { listQueryString, parseListQuery } from '../../domain/catalog/list-query';
import type { Formatter } from '../../domain/format';
import { localizedPath, type Locale } from '../../domain/locales';
import type { Promotion } from '../../server/catalog/filters.service';
import type { Translate } from '../../server/i18n';
import { drawnOnce, escapeText, type Markup } from '../markup-text';

export function promotionsMarkup(promotions: readonly Promotion[], locale: Locale, t: Translate, format: Formatter, headingLevel: 2 | 3): Markup {
  return drawnOnce(promotions, `${locale}\0${headingLevel}`, () => draw(promotions, locale, t, format, headingLevel)) as Markup;
}

function draw(promotions: readonly Promotion[], locale: Locale, t: Translate, format: Formatter, headingLevel: 2 | 3): string {
  if (promotions.length === 0) return '';
  const base = parseListQuery('');
  const list = localizedPath(locale, 'catalog/list');
  const rows = promotions.map((p) => {
    const href = `${list}${listQueryString({ ...base, filters: { promotions: [p.code] }, view: 'item' })}`;
    const description = p.description ? `<span>${escapeText(p.description)}</span>` : '';
    const meta = t('home.promotion_meta', { count: format.number(p.productCount), date: format.date(p.validTo) });
    return `<li class="home-rows__stack"><a${addAttribute(href, 'href')}><strong>${escapeText(p.name)}</strong></a>${description}<span class="muted">${escapeText(meta)}</span></li>`;
  });
  const heading = `h${headingLevel}`;
  return `<section class="card home-card" aria-labelledby="home-promotions"><${heading} id="home-promotions">${escapeText(t('home.promotions_title'))}</${heading}><ul class="home-rows">${rows.join('')}</ul></section>`;
}
