// Rules of banners, announcements and sales documents: validity windows (inclusive, per UTC day),
// soft delete moves, and the form inputs (dates that exist, links that cannot carry script).
import { describe, expect, it } from 'vitest';
import { announcementForm } from '../../src/domain/content/announcement.schema';
import { bannerForm } from '../../src/domain/content/banner.schema';
import { windowOfDays } from '../../src/domain/content/content-input';
import { salesDocumentForm } from '../../src/domain/content/sales-document.schema';
import { moveAllowed } from '../../src/domain/content/soft-delete.rules';
import { contentState, isValidAt, readerMaySee, windowError, windowProblem, windowState } from '../../src/domain/content/validity.rules';

const at = (iso: string) => new Date(iso);

describe('validity windows', () => {
  const window = windowOfDays('2027-03-01', '2027-03-31');

  it('runs from the first to the last millisecond of the chosen days, UTC', () => {
    expect(window.validFrom.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(window.validTo.toISOString()).toBe('2027-03-31T23:59:59.999Z');
  });

  it('includes both ends and nothing outside', () => {
    expect(isValidAt(window, at('2027-03-01T00:00:00.000Z'))).toBe(true);
    expect(isValidAt(window, at('2027-03-31T23:59:59.999Z'))).toBe(true);
    expect(isValidAt(window, at('2027-02-28T23:59:59.999Z'))).toBe(false);
    expect(isValidAt(window, at('2027-04-01T00:00:00.000Z'))).toBe(false);
  });

  it('names the state an admin list shows', () => {
    expect(windowState(window, at('2027-02-01T00:00:00Z'))).toBe('scheduled');
    expect(windowState(window, at('2027-03-15T00:00:00Z'))).toBe('active');
    expect(windowState(window, at('2027-04-15T00:00:00Z'))).toBe('expired');
  });

  it('calls a deleted item deleted, inside its window or not', () => {
    const now = at('2027-03-15T00:00:00Z');
    expect(contentState({ ...window, deletedAt: at('2027-03-10T00:00:00Z') }, now)).toBe('deleted');
    expect(contentState({ ...window, deletedAt: null }, now)).toBe('active');
  });

  it('lets readers see only live items inside their window', () => {
    const now = at('2027-03-10T12:00:00Z');
    expect(readerMaySee({ ...window, deletedAt: null }, now)).toBe(true);
    expect(readerMaySee({ ...window, deletedAt: now }, now)).toBe(false);
    expect(readerMaySee({ ...window, deletedAt: null }, at('2027-05-01T00:00:00Z'))).toBe(false);
  });

  it('flags a window whose end comes before its start', () => {
    const swapped = { validFrom: window.validTo, validTo: window.validFrom };
    expect(windowProblem(swapped)).toBe('to_before_from');
    expect(windowError(swapped)).toBe('content.input.from_after_to');
    expect(windowProblem(window)).toBeNull();
    expect(windowError(window)).toBeNull();
  });
});

describe('soft delete moves', () => {
  it('deletes only live items and restores only deleted ones', () => {
    expect(moveAllowed({ deletedAt: null }, 'delete')).toBe(true);
    expect(moveAllowed({ deletedAt: null }, 'restore')).toBe(false);
    expect(moveAllowed({ deletedAt: new Date() }, 'restore')).toBe(true);
    expect(moveAllowed({ deletedAt: new Date() }, 'delete')).toBe(false);
  });
});

describe('content form inputs', () => {
  const banner = { sorg: 'US01', link: '/catalog/bike', from: '2027-03-01', to: '2027-03-31' };
  const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  it('accepts a banner with a portal path or an https link, or none', () => {
    expect(bannerForm.safeParse(banner).success).toBe(true);
    expect(bannerForm.safeParse({ ...banner, link: 'https://dealer.example/promo' }).success).toBe(true);
    expect(bannerForm.safeParse({ ...banner, link: null }).success).toBe(true);
  });

  it('refuses links that could run script or leave for another host unnoticed', () => {
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example', 'vbscript:x', '/ spaced']) {
      expect(issue(bannerForm.safeParse({ ...banner, link })), link).toEqual(['link:content.input.link_invalid']);
    }
  });

  it('refuses days that do not exist and a from after the to', () => {
    expect(issue(bannerForm.safeParse({ ...banner, from: '2027-02-30' }))).toEqual(['from:content.input.date_invalid']);
    expect(issue(bannerForm.safeParse({ ...banner, to: '31.03.2027' }))).toEqual(['to:content.input.date_invalid']);
    expect(issue(bannerForm.safeParse({ ...banner, to: '2027-13-45' }))).toEqual(['to:content.input.date_invalid']);
    expect(issue(bannerForm.safeParse({ ...banner, from: '2027-04-01' }))).toEqual(['to:content.input.from_after_to']);
    expect(bannerForm.safeParse({ ...banner, to: '2027-03-01' }).success).toBe(true);
  });

  it('knows the announcement types and trims empty titles away', () => {
    const base = { type: 'home_page', title: 'Hello', content: '<p>Hi</p>', from: '2027-03-01', to: '2027-03-02' };
    expect(announcementForm.safeParse(base).success).toBe(true);
    expect(issue(announcementForm.safeParse({ ...base, type: 'popup' }))?.[0]).toMatch(/^type:/);
    expect(issue(announcementForm.safeParse({ ...base, title: '   ' }))).toEqual(['title:validation.not_empty']);
    expect(announcementForm.parse(base)).toMatchObject({ sorg: null, url: null, language: 'en' });
  });

  it('needs a sales document to name at least one target market', () => {
    const doc = { type: 'sales', title: 'Price list', from: '2027-03-01', to: '2027-03-02', marketIds: ['1'] };
    expect(salesDocumentForm.parse(doc)).toMatchObject({ marketIds: [1], groupId: null, keepFileIds: [] });
    expect(issue(salesDocumentForm.safeParse({ ...doc, marketIds: [] }))).toEqual(['marketIds:sales_documents.market_required']);
    expect(issue(salesDocumentForm.safeParse({ ...doc, type: 'brochure' }))?.[0]).toMatch(/^type:/);
  });
});
