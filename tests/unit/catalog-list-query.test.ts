import { describe, expect, it } from 'vitest';
import { emptyStateOf, listQueryString, parseListQuery } from '../../src/domain/catalog/list-query';
import { formatNextArrival, maskedQty, stockLines } from '../../src/domain/catalog/stock-display';

describe('parseListQuery', () => {
  it('reads comma lists, bike categories joined by +, sort, stock and price range', () => {
    const q = parseListQuery('brands=Marin,Shimano&bikeCategories=MTB+Road&sortByField=name&sortByOrder=desc&hasStock=true&priceFrom=1000&priceTo=5000&page=3');
    expect(q.filters).toEqual({ brands: ['Marin', 'Shimano'], bikeCategories: ['MTB', 'Road'] });
    expect(q).toMatchObject({ sortByField: 'name', sortByOrder: 'desc', hasStock: true, priceFrom: 1000, priceTo: 5000, page: 3 });
  });

  it('falls back to price ascending, page 1 and no filter for invalid values', () => {
    const q = parseListQuery('sortByField=evil&sortByOrder=up&page=-2&priceFrom=abc&category=Cars');
    expect(q).toMatchObject({ sortByField: 'price', sortByOrder: 'asc', page: 1, priceFrom: null, category: null });
  });

  it('writes back a canonical query string that parses to the same query', () => {
    const q = parseListQuery('category=Bike&bikeCategories=MTB+City%20Bike&brands=A,B&hasStock=1');
    const text = listQueryString(q, { page: 2 });
    expect(text).toBe('?category=Bike&brands=A,B&hasStock=true&page=2&bikeCategories=MTB+City%20Bike');
    expect(parseListQuery(text)).toEqual({ ...q, page: 2 });
  });

  it('picks the empty-state panel from what the user asked for', () => {
    expect(emptyStateOf(parseListQuery('search=zzz'))).toBe('searchNoResult');
    expect(emptyStateOf(parseListQuery('brands=None'))).toBe('custom');
    expect(emptyStateOf(parseListQuery(''))).toBe('noData');
  });
});

describe('stock display per host', () => {
  const host = { maskStock: 10, maskNextArrival: true, nextArrivalDisplay: true, stockDisplay: 'cumulative' as const };

  it('masks quantities above the host threshold', () => {
    expect(maskedQty(25, 10)).toBe('10+');
    expect(maskedQty(7, 10)).toBe('7');
    expect(maskedQty(25, null)).toBe('25');
    expect(maskedQty(-1, 10)).toBe('0');
  });

  it('shows a masked next arrival as a month and per-location lines when the host asks', () => {
    const stock = { available: 3, nextArrival: '2026-03-14', locations: [{ code: 'W1', name: 'Portland', qty: 30, nextArrival: null }] };
    const [line] = stockLines(stock, host);
    expect(line?.nextArrival).toEqual({ kind: 'month', year: 2026, month: 3 });
    expect(formatNextArrival({ kind: 'month', year: 2026, month: 3 }, 'en-US')).toBe('March 2026');
    expect(stockLines(stock, { ...host, stockDisplay: 'per-location' })).toEqual([{ label: 'Portland', qty: '10+', nextArrival: null }]);
    expect(stockLines(stock, { ...host, nextArrivalDisplay: false })[0]?.nextArrival).toBeNull();
  });
});
