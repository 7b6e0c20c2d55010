import { describe, expect, it } from 'vitest';
import { chipsOf, clearedSearch, optionName, panelGroup, panelGroups } from '../../src/domain/catalog/filter-panel';
import { listQueryString, parseListQuery } from '../../src/domain/catalog/list-query';
import { canonicalFromForm, joinRepeated } from '../../src/server/catalog/list-form';

const opt = (id: string, count: number, name = id) => ({ id, name, count, articleGroups: ['Bike'] });

describe('filter state in the URL', () => {
  it('round-trips every list parameter of the spec through the canonical URL', () => {
    const search =
      'search=trail&category=Bike&view=item&promotions=SD1,SD2&brands=KESTREL,VELORIA&models=ridge-7-2026&series=RIDGE&frameSizes=M,L' +
      '&wheelSizes=29%22,27.5%22&merchandiseCategories=MC-BK-MTB&articleTags=new_arrival&articleTagCategory=marin_preview_page' +
      '&sortByField=name&sortByOrder=desc&hasStock=true&priceFrom=100&priceTo=900000&page=2&bikeCategories=mountain+City%20Bike';
    const q = parseListQuery(search);
    expect(q.filters).toEqual({
      promotions: ['SD1', 'SD2'], brands: ['KESTREL', 'VELORIA'], models: ['ridge-7-2026'], series: ['RIDGE'], frameSizes: ['M', 'L'],
      wheelSizes: ['29"', '27.5"'], merchandiseCategories: ['MC-BK-MTB'], articleTags: ['new_arrival'], bikeCategories: ['mountain', 'City Bike'],
    });
    expect(q).toMatchObject({ search: 'trail', category: 'Bike', view: 'item', articleTagCategory: 'marin_preview_page', sortByField: 'name', sortByOrder: 'desc', hasStock: true, priceFrom: 100, priceTo: 900000, page: 2 });
    expect(parseListQuery(listQueryString(q))).toEqual(q);
  });

  it('joins the panel form (one parameter per box) into comma lists and + for bike categories', () => {
    const form = '?panel=1&category=Bike&brands=KESTREL&brands=VELORIA&frameSizes=M&bikeCategories=City+Bike&bikeCategories=mountain&hasStock=true&priceMin=12.5&priceMax=';
    expect(joinRepeated(form)).toBe('?category=Bike&brands=KESTREL,VELORIA&frameSizes=M&bikeCategories=City%20Bike,mountain&hasStock=true&priceMin=12.5');
    const canonical = canonicalFromForm(form, 2);
    expect(canonical).toBe('?category=Bike&brands=KESTREL,VELORIA&frameSizes=M&hasStock=true&priceFrom=1250&bikeCategories=City%20Bike+mountain');
    expect(parseListQuery(canonical ?? '').filters.bikeCategories).toEqual(['City Bike', 'mountain']);
  });

  it('keeps the sort when only the panel is submitted, and leaves a canonical URL alone', () => {
    expect(canonicalFromForm('?panel=1&sortByField=name&sortByOrder=desc&brands=A', 2)).toBe('?brands=A&sortByField=name&sortByOrder=desc');
    expect(canonicalFromForm('?brands=A,B&hasStock=true', 2)).toBeNull();
    expect(joinRepeated('?brands=A,B')).toBeNull();
  });
});

describe('panel options', () => {
  it('keeps chosen options, drops options that would give nothing, and shows the largest counts by name', () => {
    const group = panelGroup('brands', [opt('A', 5), opt('B', 50), opt('C', 0), opt('D', 20), opt('E', 1)], ['e'], 3);
    expect(group.options.map((o) => [o.id, o.checked])).toEqual([['B', false], ['D', false], ['E', true]]);
    expect(group.hidden).toBe(2);
    expect(group.chosen).toBe(1);
  });

  it('shows a choice the other choices rule out as checked with 0, so it can be removed', () => {
    const group = panelGroup('frameSizes', [opt('M', 4)], ['XL']);
    expect(group.options).toEqual([
      { id: 'M', name: 'M', count: 4, checked: false, disabled: false },
      { id: 'XL', name: 'XL', count: 0, checked: true, disabled: false },
    ]);
  });

  it('matches a choice written as the option name, and leaves out facets with nothing to choose', () => {
    const q = parseListQuery('brands=Kestrel');
    const groups = panelGroups(q, { brands: [opt('KESTREL', 3, 'Kestrel'), opt('VELORIA', 2, 'Veloria')], models: [], series: [opt('X', 0)] });
    expect(groups.map((g) => g.field)).toEqual(['brands']);
    expect(groups[0]?.options.find((o) => o.id === 'KESTREL')?.checked).toBe(true);
  });

  it('works the groups out once per options and choices, and again for other choices', () => {
    const options = { brands: [opt('KESTREL', 3, 'Kestrel'), opt('VELORIA', 2, 'Veloria')] };
    const first = panelGroups(parseListQuery('brands=KESTREL&page=2'), options);
    expect(panelGroups(parseListQuery('brands=KESTREL&sortByField=name'), options)).toBe(first);
    const other = panelGroups(parseListQuery('brands=VELORIA'), options);
    expect(other).not.toBe(first);
    expect(other[0]?.options.filter((o) => o.checked).map((o) => o.id)).toEqual(['VELORIA']);
    expect(panelGroups(parseListQuery('brands=KESTREL'), { ...options })).not.toBe(first);
  });
});

describe('chips', () => {
  it('gives one chip per choice that removes only that choice, with option names', () => {
    const q = parseListQuery('category=Bike&brands=KESTREL,VELORIA&frameSizes=M&hasStock=true&priceFrom=100&sortByField=name');
    const names = { brands: [opt('KESTREL', 3, 'Kestrel'), opt('VELORIA', 2, 'Veloria')] };
    const chips = chipsOf(q, (field, id) => optionName(names, field, id));
    expect(chips.map((c) => [c.field, c.label])).toEqual([['brands', 'Kestrel'], ['brands', 'Veloria'], ['frameSizes', 'M'], ['hasStock', ''], ['price', '']]);
    expect(chips[0]?.search).toBe('?category=Bike&brands=VELORIA&frameSizes=M&sortByField=name&hasStock=true&priceFrom=100');
    expect(chips[3]?.search).toBe('?category=Bike&brands=KESTREL,VELORIA&frameSizes=M&sortByField=name&priceFrom=100');
    expect(clearedSearch(q)).toBe('?category=Bike&sortByField=name');
  });
});
