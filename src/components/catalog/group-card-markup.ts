// The model cards of the catalogue's group view as one string: a page shows a dozen or more, each an
// image, a name, the lowest price and the stock; as components they cost a component render and a
// dozen template parts each, and drawn anew per request a fortieth of the page (issue 19). Escaped
// as Astro escapes a template; styles in group-card.css.
import { addAttribute } from 'astro/compiler-runtime';
import { detailPath, imageUrl } from '../../domain/catalog/paths';
import { localizedPath } from '../../domain/locales';
import type { CatalogGroup } from '../../server/catalog/catalog.service';
import type { CatalogPageContext } from '../../server/catalog/catalog.page';
import { drawnOnce, escapeText, type Markup } from '../markup-text';

/** Cards of `groups` (a cached list page's, shared and unchanging), drawn once per page, host and
 * language; the first `eager` load their images at once (the first screen). */
export function groupCardsMarkup(groups: readonly CatalogGroup[], ctx: CatalogPageContext, eager = 4): Markup {
  return drawnOnce(groups, `${ctx.host.key}\0${ctx.locale}\0${eager}`, () => groups.map((group, i) => groupCard(group, ctx, i < eager)).join('')) as Markup;
}

function groupCard(g: CatalogGroup, ctx: CatalogPageContext, eager: boolean): string {
  const image = imageUrl(g.image ?? g.variants[0]?.image, 320);
  const inStock = g.variants.reduce((sum, v) => sum + Math.max(0, v.stock.available), 0);
  const href = localizedPath(ctx.locale, detailPath(g.type, g.slug));
  const picture = image ? `<img${addAttribute(image, 'src')} alt="" width="320" height="240"${addAttribute(eager ? 'eager' : 'lazy', 'loading')} decoding="async">` : '';
  const origin = [g.brand, g.series, g.modelYear].filter(Boolean).join(' · ');
  const price = g.priceFrom ? ctx.t('catalog.price_from', { price: ctx.money(g.priceFrom.dealer, g.priceFrom.currency) }) : ctx.t('cart.price_not_maintained');
  const masked = ctx.host.maskStock !== null && inStock > ctx.host.maskStock ? `${ctx.host.maskStock}+` : inStock;
  const stock = inStock > 0 ? ctx.t('catalog.in_stock', { qty: masked }) : ctx.t('catalog.out_of_stock');
  return `<a class="card group"${addAttribute(href, 'href')}>${picture}<h3>${escapeText(g.name)}</h3><p class="muted">${escapeText(origin)}</p><p class="price">${escapeText(price)}</p><p class="muted">${escapeText(ctx.t('catalog.variants', { count: g.variants.length }))} · ${escapeText(stock)}</p></a>`;
}
