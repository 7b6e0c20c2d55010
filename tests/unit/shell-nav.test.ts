import { describe, expect, it } from 'vitest';
import { activeHrefOf, backHref, isActiveHref } from '../../src/domain/nav';
import { pathWithoutLocale } from '../../src/server/shell/shell-context';
import { breadcrumbs } from '../../src/domain/breadcrumbs';

describe('isActiveHref', () => {
  it('marks an entry current on its own path and on paths below it', () => {
    expect(isActiveHref('/claim', '/claim')).toBe(true);
    expect(isActiveHref('/claim/12/edit', '/claim')).toBe(true);
  });

  it('does not mark an entry whose path is only a prefix of another segment', () => {
    expect(isActiveHref('/catalog-analyze', '/catalog')).toBe(false);
    expect(isActiveHref('/sales-overview-new', '/sales-overview')).toBe(false);
  });

  it('ignores the query string of the entry', () => {
    expect(isActiveHref('/catalog/list', '/catalog/list?articleTagCategory=marin_preview_page')).toBe(true);
  });

  it('marks home only on the home page', () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/order', '/')).toBe(false);
  });
});

describe('activeHrefOf', () => {
  const menu = ['/', '/catalog', '/catalog/bike', '/catalog/list?articleTagCategory=marin_preview_page', '/order'];

  it('marks one entry on the product list, not the catalogue and the preview page at once', () => {
    expect(activeHrefOf('/catalog/list', '?bikeCategories=Road', menu)).toBe('/catalog');
    expect(activeHrefOf('/catalog/list', '?articleTagCategory=marin_preview_page&view=item', menu)).toBe('/catalog/list?articleTagCategory=marin_preview_page');
  });

  it('prefers the most specific path', () => {
    expect(activeHrefOf('/catalog/bike/some-bike', '', menu)).toBe('/catalog/bike');
    expect(activeHrefOf('/order', '?tab=open', menu)).toBe('/order');
  });

  it('marks home only on home and nothing on a page outside the menu', () => {
    expect(activeHrefOf('/', '', menu)).toBe('/');
    expect(activeHrefOf('/claim', '', menu)).toBeNull();
  });
});

describe('backHref', () => {
  it('goes to the nearest enabled crumb above a detail page', () => {
    expect(backHref(breadcrumbs('/claim/12'))).toBe('/claim');
    expect(backHref(breadcrumbs('/claim/12/edit'))).toBe('/claim/12');
  });

  it('skips crumbs that no route answers', () => {
    expect(backHref(breadcrumbs('/admin/users/7/edit'))).toBe('/admin/users');
  });

  it('goes home from a top-level page', () => {
    expect(backHref(breadcrumbs('/cart'))).toBe('/');
    expect(backHref([])).toBe('/');
  });
});

describe('pathWithoutLocale', () => {
  it('strips the locale prefix and a trailing slash', () => {
    expect(pathWithoutLocale('/en-us/claim/12/')).toBe('/claim/12');
    expect(pathWithoutLocale('/de')).toBe('/');
    expect(pathWithoutLocale('/de/')).toBe('/');
  });
});
