// Pure auth rules: where sign-in may send a user back to, cross-site detection, the CSP merge and
// which user areas make a sales customer search.
import { describe, expect, it } from 'vitest';
import { matchesRequest, salesFilterOf, sorgReachOf } from '../../src/server/auth/customers.service';
import { isCrossSiteRequest } from '../../src/server/auth/csrf';
import { safeNext } from '../../src/server/auth/login.form';
import { mergedCsp } from '../../src/server/edge/security.step';

describe('safeNext', () => {
  it('keeps a page path of this site with its query', () => {
    expect(safeNext('/de/invoice/open-invoice?tab=2', 'de')).toBe('/de/invoice/open-invoice?tab=2');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example/fr/catalog',
    '/\n/evil.example/fr/catalog',
    '/\r\n/evil.example/fr/catalog',
    '/fr/\u0000catalog',
    '/..//evil.example/fr/catalog',
    '/api/logout',
    '/en-us/login',
    'javascript:alert(1)',
    null,
  ])(
    'sends %s to the locale home instead',
    (next) => {
      expect(safeNext(next, 'fr')).toBe('/fr');
    },
  );
});

describe('safeNext output', () => {
  it('is the normalised, percent-encoded path, safe to put in a Location header', () => {
    expect(safeNext('/fr/catalog?q=a b#top', 'fr')).toBe('/fr/catalog?q=a%20b#top');
    expect(safeNext('/fr/./catalog/../invoice/open-invoice', 'fr')).toBe('/fr/invoice/open-invoice');
  });
});

describe('isCrossSiteRequest', () => {
  const post = (headers: Record<string, string>) => new Request('https://dealer.example/en-us/login', { method: 'POST', headers });

  it('lets same-origin posts and every GET through', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://dealer.example', cookie: 'a=1' }))).toBe(false);
    expect(isCrossSiteRequest(new Request('https://dealer.example/x', { headers: { origin: 'https://evil.example' } }))).toBe(false);
  });

  it('refuses another origin, a cross-site fetch, and a cookie-carrying post without any origin hint', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'http://dealer.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ cookie: 'spoke_at=x' }))).toBe(true);
    expect(isCrossSiteRequest(post({ authorization: 'Bearer x' }))).toBe(false);
  });
});

describe('mergedCsp', () => {
  it("adds the edge's directives to Astro's policy without doubling one Astro already set", () => {
    const merged = mergedCsp("script-src 'self' 'sha256-abc'; object-src 'self'");
    expect(merged.split('; ')).toEqual(["script-src 'self' 'sha256-abc'", "object-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]);
    expect(mergedCsp(null)).toBe("frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'");
  });
});

describe('salesFilterOf', () => {
  it('collects sales codes and the sales organisations of the site for the sales limitations only', () => {
    const areas: [string | null, string, string][] = [['ID01', 'salesman', 'S1'], ['US01', 'sales_group', 'G7'], [null, 'audit', 'US01']];
    expect(salesFilterOf('salesman', areas, ['US01'])).toEqual({ salesmen: ['S1'], salesGroups: ['G7'], salesOffices: [], sorgs: ['US01'] });
    expect(salesFilterOf('salesman', areas, ['ID01', 'US01'])).toEqual({ salesmen: ['S1'], salesGroups: ['G7'], salesOffices: [], sorgs: ['ID01', 'US01'] });
    expect(salesFilterOf('audit', areas, ['US01'])).toBeNull();
    expect(salesFilterOf(null, areas, ['US01'])).toBeNull();
  });

  it('covers no organisation on a site the areas do not reach, and the whole site when they name none', () => {
    expect(salesFilterOf('salesman', [['ID01', 'salesman', 'S1']], ['US01'])?.sorgs).toEqual([]);
    expect(salesFilterOf('salesman', [[null, 'salesman', 'S1']], ['US01'])?.sorgs).toEqual(['US01']);
  });
});

describe('sorgReachOf', () => {
  it('limits administrators and auditors to the sales organisations of the site', () => {
    expect(sorgReachOf(null, [], ['menu.change-cust'], ['US01'])).toEqual({ sorgs: ['US01'] });
    expect(sorgReachOf('audit', [[null, 'audit', 'ID01'], [null, 'audit', 'US01']], ['menu.change-cust'], ['US01'])).toEqual({ sorgs: ['US01'] });
    expect(sorgReachOf('audit', [[null, 'audit', 'ID01']], ['menu.change-cust'], ['US01'])).toEqual({ sorgs: [] });
    expect(sorgReachOf(null, [], [], ['US01'])).toBeNull();
  });
});

describe('matchesRequest', () => {
  const code = { r3: '0002000456', isr: 'I002000456' };
  it('matches one code against r3 or isr, and r3 with isr only when both agree', () => {
    expect(matchesRequest(code, { code: 'I002000456' })).toBe(true);
    expect(matchesRequest(code, { code: '0002000456' })).toBe(true);
    expect(matchesRequest(code, { r3: '0002000456', isr: 'I002000456' })).toBe(true);
    expect(matchesRequest(code, { r3: '0002000456', isr: 'I999' })).toBe(false);
    expect(matchesRequest(code, { r3: '0002000456' })).toBe(true);
    expect(matchesRequest(code, { code: '0001000123' })).toBe(false);
  });
});
