// The catalogue's model cards as one string (group-card-markup.ts): what a card says, and that a
// shared list page's cards are drawn once per host and language.
import { describe, expect, it } from 'vitest';
import { groupCardsMarkup } from '../../src/components/catalog/group-card-markup';
import { resolveHost } from '../../src/content/hosts/index';
import { formatterFor } from '../../src/domain/format';
import type { Locale } from '../../src/domain/locales';
import type { CatalogPageContext } from '../../src/server/catalog/catalog.page';
import type { CatalogGroup } from '../../src/server/catalog/catalog.service';
import { translator } from '../../src/server/i18n';
import { deepFreeze } from '../../src/server/upstream/read-cache';

const host = resolveHost('us.localhost', 'us');
const context = (locale: Locale, t = translator(locale)): CatalogPageContext => {
  const format = formatterFor(locale, host);
  return { host, locale, t, money: format.money, format } as CatalogPageContext;
};
const group = (name: string, available: number): CatalogGroup =>
  ({
    name,
    slug: 'rift-29',
    type: 'Bike',
    brand: 'Polygon',
    series: 'Rift',
    modelYear: 2027,
    image: null,
    priceFrom: { dealer: 123_400, currency: 'USD' },
    variants: [{ image: null, stock: { available } }, { image: null, stock: { available: -2 } }],
  }) as unknown as CatalogGroup;

describe('groupCardsMarkup', () => {
  it('links each model and gives its origin, lowest price, variants and stock, escaped', () => {
    const html = String(groupCardsMarkup([group('Rift <29>', 3), group('Xtrada', 0)], context('en-us')));
    expect(html).toContain('<h3>Rift &lt;29&gt;</h3><p class="muted">Polygon · Rift · 2027</p>');
    expect(html).toContain(translator('en-us')('catalog.price_from', { price: '$1,234.00' }));
    expect(html).toContain(translator('en-us')('catalog.in_stock', { qty: 3 }));
    expect(html).toContain(translator('en-us')('catalog.out_of_stock'));
    expect(html.match(/<a class="card group" href="[^"]+">/g)).toHaveLength(2);
  });

  it('draws the cards of one shared page once per host and language', () => {
    const groups = deepFreeze([group('Rift', 1)]);
    let calls = 0;
    const t = translator('en-us');
    const counted = new Proxy(t, { apply: (target, self, args: Parameters<typeof t>) => (calls++, Reflect.apply(target, self, args)) });
    const first = groupCardsMarkup(groups, context('en-us', counted));
    const drawn = calls;
    expect(groupCardsMarkup(groups, context('en-us', counted))).toBe(first);
    expect(calls).toBe(drawn);
    expect(String(groupCardsMarkup(groups, context('de')))).toContain(translator('de')('catalog.variants', { count: 2 }));
  });
});
