import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardContext } from '../../src/domain/route-guard';
import { routeById, type RouteDef } from '../../src/domain/routes';
import { showsNewCustomerInquiry, showsPreviewPage } from '../../src/domain/visibility';

const route = (id: string): RouteDef => {
  const found = routeById(id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

const base: GuardContext = {
  user: { scopes: ['page.claim', 'page.news', 'page.marketing-material', 'page.catalog'] },
  flags: { NEWS: true, MARIN_PREVIEW_PAGE: true },
  claimAllowPAA: true,
  newCustomerInquiry: true,
};

describe('guardRoute', () => {
  it('sends visitors without a session to login and lets them see public screens', () => {
    expect(guardRoute(route('order'), { ...base, user: null })).toEqual({ kind: 'login' });
    expect(guardRoute(route('maintenance'), { ...base, user: null })).toEqual({ kind: 'allow' });
  });

  it('tells a signed-in user who lacks a scope of the route so, and never signs them out', () => {
    expect(guardRoute(route('order'), base)).toEqual({ kind: 'forbidden' });
    expect(guardRoute(route('claim'), base)).toEqual({ kind: 'allow' });
  });

  it('treats routes behind a feature flag that is off as not found', () => {
    expect(guardRoute(route('news'), { ...base, flags: {} })).toEqual({ kind: 'not-found' });
    expect(guardRoute(route('catalog_preview_page'), { ...base, flags: { NEWS: true } })).toEqual({ kind: 'not-found' });
    expect(guardRoute(route('news_detail'), base)).toEqual({ kind: 'allow' });
  });

  it('redirects the PAA claim form to /claim when the host does not allow PAA claims', () => {
    expect(guardRoute(route('claim_create_paa'), { ...base, claimAllowPAA: false })).toEqual({ kind: 'redirect', to: '/claim' });
    expect(guardRoute(route('claim_create_bike'), { ...base, claimAllowPAA: false })).toEqual({ kind: 'allow' });
  });

  it('redirects content areas without a configured target market to the admin error page', () => {
    const none = { ...base, contentMarkets: { news: 0, 'marketing-material': 2 } };
    expect(guardRoute(route('news'), none)).toEqual({ kind: 'redirect', to: '/error/admin' });
    expect(guardRoute(route('marketing_material_type'), none)).toEqual({ kind: 'allow' });
    expect(guardRoute(route('sales_document'), none)).toEqual({ kind: 'allow' });
  });

  it('hides the new-customer inquiry when the host does not offer it', () => {
    expect(guardRoute(route('new_customer_inquiry'), { ...base, user: null, newCustomerInquiry: false })).toEqual({ kind: 'not-found' });
    expect(guardRoute(route('new_customer_inquiry'), { ...base, user: null })).toEqual({ kind: 'allow' });
  });
});

describe('host visibility', () => {
  const host = { hostname: 'b2b.example.co.id', allowPreviewPage: true, hiddenPreviewHosts: ['B2B.example.com'] };

  it('shows the preview page only with the flag, the host setting and a host outside the hide list', () => {
    expect(showsPreviewPage({ MARIN_PREVIEW_PAGE: true }, host)).toBe(true);
    expect(showsPreviewPage({}, host)).toBe(false);
    expect(showsPreviewPage({ MARIN_PREVIEW_PAGE: true }, { ...host, allowPreviewPage: false })).toBe(false);
    expect(showsPreviewPage({ MARIN_PREVIEW_PAGE: true }, { ...host, hostname: 'b2b.example.com' })).toBe(false);
  });

  it('hides the inquiry on listed hosts only while CUSTOM_URL_TO_HIDE_NEW_INQUIRY is on', () => {
    const inquiry = { hostname: 'b2b.example.us', allowNewCustomerInquiry: true, hiddenInquiryHosts: ['b2b.example.us'] };
    expect(showsNewCustomerInquiry({}, inquiry)).toBe(true);
    expect(showsNewCustomerInquiry({ CUSTOM_URL_TO_HIDE_NEW_INQUIRY: true }, inquiry)).toBe(false);
    expect(showsNewCustomerInquiry({}, { ...inquiry, allowNewCustomerInquiry: false })).toBe(false);
  });
});
