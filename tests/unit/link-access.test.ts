import { describe, expect, it } from 'vitest';
import { mayFollow, sitePath } from '../../src/domain/link-access';
import { linkCheckFor, unlinkForbidden } from '../../src/server/content/content-links';

const auditor = { scopes: ['page.download-area', 'page.invoice-status', 'page.order-status', 'menu.change-cust'], limitation: 'audit' };
const dealer = { scopes: ['page.catalog', 'page.claim', 'page.order-status'], limitation: 'customer' };

describe('links offered by the route table', () => {
  it('reads the path of a same-site link without locale, query or hash', () => {
    expect(sitePath('/en-us/catalog/bike?x=1#top')).toBe('/catalog/bike');
    expect(sitePath('/catalog/bike')).toBe('/catalog/bike');
    expect(sitePath('https://example.com/catalog')).toBeNull();
    expect(sitePath('//example.com/catalog')).toBeNull();
    expect(sitePath('mailto:a@b.example')).toBeNull();
  });

  it('refuses a catalogue link to a user without page.catalog, and allows it to a dealer', () => {
    expect(mayFollow('/catalog/bike', auditor, {})).toBe(false);
    expect(mayFollow('/de/catalog/groupset', auditor, {})).toBe(false);
    expect(mayFollow('/catalog/bike', dealer, {})).toBe(true);
  });

  it('leaves other sites, public pages and unknown paths alone', () => {
    expect(mayFollow('https://example.com/catalog', auditor, {})).toBe(true);
    expect(mayFollow('/login', auditor, {})).toBe(true);
    expect(mayFollow('/no-such-page', auditor, {})).toBe(true);
  });

  it('refuses a page whose feature flag is off', () => {
    expect(mayFollow('/news', { scopes: ['page.news'] }, {})).toBe(false);
    expect(mayFollow('/news', { scopes: ['page.news'] }, { NEWS: true })).toBe(true);
  });

  it('unwraps the anchors of content a user may not follow and keeps their text', () => {
    const html = '<p>See <a href="/catalog/bike">the bikes</a> and <a href="https://example.com/x?a=1&amp;b=2">our blog</a>.</p>';
    expect(unlinkForbidden(html, linkCheckFor(auditor, {}))).toBe('<p>See the bikes and <a href="https://example.com/x?a=1&amp;b=2">our blog</a>.</p>');
    expect(unlinkForbidden(html, linkCheckFor(dealer, {}))).toBe(html);
  });
});
