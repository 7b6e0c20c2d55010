// The demo is placed around the day it is seeded: the pre-season window is open on that day and named
// in its site's language, and the announcement that tells of it names the window's own closing day and
// first delivery month, in each language, never a day already past.
import { describe, expect, it } from 'vitest';
import { seedAnnouncements } from '../../db/seed-data/announcements';
import { demoSeason, demoWindow, sorgLanguage } from '../../db/seed-preseason';

describe('demo pre-season dates', () => {
  it('opens the window before the seeding day and closes it six weeks after, on any day of the year', () => {
    for (const today of ['2026-01-01', '2026-09-30', '2027-12-31']) {
      const season = demoSeason(today);
      expect(season.opensOn < today && season.closesOn > today).toBe(true);
      expect(season.deliveryMonths[0]! > season.closesOn.slice(0, 7)).toBe(true);
    }
  });

  it('names the window in the language its site opens in', () => {
    expect(sorgLanguage('DE01')).toBe('de');
    expect(sorgLanguage('ID01')).toBe('id');
    expect(sorgLanguage('US01')).toBe('en');
    expect(demoWindow('2026-11-27', ['a'], 'de').name).toBe('Vororder Saison 2027');
    expect(demoWindow('2026-11-27', ['a'], 'en').name).toBe('Season 2027 pre-season');
  });

  it('announces the closing day and first delivery month of the window seeded the same day', () => {
    const rows = seedAnnouncements('2026-11-27').filter((a) => a.translationKey === 'pre-season-2027');
    expect(demoSeason('2026-11-27')).toMatchObject({ closesOn: '2027-01-08', deliveryMonths: ['2027-02', '2027-03', '2027-04'] });
    const text = Object.fromEntries(rows.map((a) => [a.language, a.content]));
    expect(text['en']).toContain('until <strong>January 8</strong>');
    expect(text['en']).toContain('from February');
    expect(text['de']).toContain('bis zum <strong>8. Januar</strong>');
    expect(text['fr']).toContain('<strong>8 janvier</strong>');
    expect(text['id']).toContain('<strong>8 Januari</strong>');
    expect(rows.find((a) => a.language === 'en')?.title).toBe('Model year 2027 pre-season orders are open');
    const later = seedAnnouncements('2027-10-02').find((a) => a.translationKey === 'pre-season-2027' && a.language === 'en');
    expect(later?.content).toContain('<strong>November 13</strong>');
    expect(later?.title).toBe('Model year 2028 pre-season orders are open');
  });
});
