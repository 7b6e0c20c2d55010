// What the service worker keeps, for whom and how long (decision 0115), as pure rules.
import { describe, expect, it } from 'vitest';
import {
  asOfLabel,
  bandHtml,
  entriesToDrop,
  fileRefs,
  identityOf,
  importRefs,
  isImmutableFile,
  isPageRequest,
  KEEP_BYTES,
  KEEP_MS,
  offlinePageHtml,
  pageKind,
  pagesCacheName,
  titleOf,
  userOfPagesCache,
  withOfflineBand,
  FILES_CACHE,
  type KeptEntry,
} from '../../src/domain/offline/offline.rules';

describe('pageKind', () => {
  it.each([
    '/en-us',
    '/de/',
    '/en-us/home-page',
    '/en-us/catalog',
    '/en-us/catalog/list',
    '/de/catalog/bike/kestrel-city-7',
    '/en-us/catalog/paa/brake-pads',
    '/en-us/catalog/some-part',
    '/en-us/catalog/previous-purchases',
    '/en-us/cart',
    '/en-us/visit-form',
    '/en-us/visit-form/polygon/create',
    '/en-us/visit-form/wim/12',
  ])('keeps %s', (path) => expect(pageKind(path)).toBe('kept'));

  it.each(['/en-us/cart/checkout', '/en-us/payment/invoice', '/en-us/claim/create/bike', '/de/claim/12/edit', '/en-us/order/returns/new', '/en-us/preseason', '/en-us/3rd-party/order'])(
    'says %s needs a connection',
    (path) => expect(pageKind(path)).toBe('online-only'),
  );

  it.each(['/en-us/order', '/en-us/catalog/fast-order', '/en-us/catalog/restock-alerts', '/en-us/admin/users', '/xx/catalog', '/api/cart', '/'])('keeps nothing of %s', (path) =>
    expect(pageKind(path)).toBe('other'),
  );
});

describe('which requests the worker answers', () => {
  it('answers page navigations, not API calls, build files or downloads', () => {
    expect(isPageRequest('/en-us/catalog/list')).toBe(true);
    expect(isPageRequest('/api/invoices/1.pdf')).toBe(false);
    expect(isPageRequest('/_astro/x.js')).toBe(false);
    expect(isPageRequest('/favicon.svg')).toBe(false);
    expect(isImmutableFile('/_astro/client.abc.js')).toBe(true);
    expect(isImmutableFile('/api/images/bike/kestrel.svg')).toBe(true);
    expect(isImmutableFile('/api/cart')).toBe(false);
  });
});

describe('whose pages', () => {
  it('keeps one cache per user and customer, and knows the user of each', () => {
    const a = pagesCacheName({ user: 'u1', cust: '0001000123' });
    const b = pagesCacheName({ user: 'u1', cust: '0001000456' });
    expect(a).not.toBe(b);
    expect(userOfPagesCache(a)).toBe('u1');
    expect(userOfPagesCache(pagesCacheName({ user: 'a:b', cust: '' }))).toBe('a:b');
    expect(userOfPagesCache(FILES_CACHE)).toBeNull();
  });

  it('reads the identity a page answer names, and none from a signed-out answer', () => {
    expect(identityOf(new Headers({ 'x-spoke-user': 'u1', 'x-spoke-cust': 'C1' }))).toEqual({ user: 'u1', cust: 'C1' });
    expect(identityOf(new Headers({ 'x-spoke-user': 'u1' }))).toEqual({ user: 'u1', cust: '' });
    expect(identityOf(new Headers())).toBeNull();
  });
});

describe('entriesToDrop', () => {
  const page = (url: string, at: number, bytes = 1000): KeptEntry => ({ id: url, cache: pagesCacheName({ user: 'u', cust: 'c' }), url, at, bytes });
  const file = (url: string, at: number, bytes = 1000): KeptEntry => ({ id: url, cache: FILES_CACHE, url, at, bytes });
  const now = Date.UTC(2026, 5, 1);

  it('drops pages older than seven days, not files', () => {
    const old = page('old', now - KEEP_MS - 1);
    const fresh = page('fresh', now - KEEP_MS + 1000);
    const script = file('script', now - 30 * KEEP_MS);
    expect(entriesToDrop([old, fresh, script], now)).toEqual([old]);
  });

  it('drops the oldest of everything until the rest fits the budget', () => {
    const half = KEEP_BYTES / 2;
    const a = file('a', now - 3000, half);
    const b = page('b', now - 2000, half);
    const c = page('c', now - 1000, half);
    expect(entriesToDrop([c, a, b], now)).toEqual([a]);
    expect(entriesToDrop([c, b], now)).toEqual([]);
  });
});

describe('a kept page served offline', () => {
  const html = '<!doctype html><html lang="de"><head><title>Fahrräder &amp; Teile | Spoke</title></head><body class="x"><main>Preise</main></body></html>';

  it('is marked as a copy and carries the band first in its body, the text escaped', () => {
    const out = withOfflineBand(html, bandHtml('Offline <seit> 10:42'), 1234);
    expect(out).toContain('<html data-offline-copy="1234" lang="de">');
    expect(out).toContain('<body class="x"><div data-offline-band role="status"');
    expect(out).toContain('Offline &#60;seit&#62; 10:42</div><main>Preise</main>');
  });

  it('has its title read for the list of kept pages', () => {
    expect(titleOf(html)).toBe('Fahrräder & Teile | Spoke');
  });

  it('names the time of its copy in the page language, with the date when not today', () => {
    const stored = new Date(2026, 5, 1, 10, 42).getTime();
    expect(asOfLabel(stored, stored + 60_000, 'de')).toBe('10:42');
    expect(asOfLabel(stored, stored + 60_000, 'en-us')).toBe('10:42 AM');
    expect(asOfLabel(stored, stored + 2 * 86_400_000, 'de')).toMatch(/2026.*10:42/);
  });
});

describe('the files a kept page needs', () => {
  it('are its scripts, stylesheets, islands and drawings of this site', () => {
    const html =
      '<link rel="stylesheet" href="/_astro/Base.a1.css"><script type="module" src="/_astro/page.b2.js"></script>' +
      '<astro-island component-url="/_astro/CartLines.c3.js" renderer-url="/_astro/client.d4.js"></astro-island>' +
      '<img src="/api/images/bike/kestrel.svg"><img src="https://cdn.example/x.png"><a href="/en-us/cart"><link rel="icon" href="/favicon.svg">';
    expect(fileRefs(html)).toEqual(['/_astro/Base.a1.css', '/_astro/page.b2.js', '/_astro/CartLines.c3.js', '/_astro/client.d4.js', '/api/images/bike/kestrel.svg', '/favicon.svg']);
  });

  it('include what their scripts import, now or later', () => {
    const script = 'const m=(d=["_astro/Later.f6.js","_astro/money.g7.js"]);import{a as b}from"./client.d4.js";const c=()=>import(`./lazy.e5.js`);';
    expect(importRefs(script)).toEqual(['/_astro/Later.f6.js', '/_astro/money.g7.js', '/_astro/client.d4.js', '/_astro/lazy.e5.js']);
  });
});

describe('the page for a page not kept', () => {
  it('says why, in the given words, and lists the kept pages, escaped', () => {
    const html = offlinePageHtml({
      lang: 'de',
      heading: 'Nicht gespeichert',
      text: 'Sie sind offline.',
      tryAgain: 'Erneut versuchen',
      url: 'http://x/de/order',
      keptTitle: 'Gespeichert',
      kept: [{ url: 'http://x/de/catalog/list', title: '<Katalog>' }],
      stylesheets: ['/_astro/Base.a1.css'],
    });
    expect(html).toContain('<h1>Nicht gespeichert</h1>');
    expect(html).toContain('<a href="http://x/de/catalog/list">&#60;Katalog&#62;</a>');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/Base.a1.css">');
    expect(html).not.toContain('<script');
  });
});
