// The warranty desk's lists (problem catalogue, PDI checklist) come from the ERP in English with
// stable codes; a German dealer reads them in German, and a text the catalogue does not know stays
// the ERP's, marked as English.
import { describe, expect, it } from 'vitest';
import { ALL_PROBLEMS, checklistFor } from '../../upstream/claims/claims.data';
import { checklistItem, problemDescription, problemPart } from '../../src/server/claims/claim-texts';
import { LOCALES } from '../../src/domain/locales';

const CHECKS = checklistFor('E-Bikes');

describe('claim problems and PDI checks', () => {
  it('has every item of the ERP lists in the catalogue, with the ERP’s English words', () => {
    for (const p of ALL_PROBLEMS) {
      expect(problemDescription('en-us', p), p.id).toEqual({ text: p.description, lang: undefined });
      expect(problemPart('en-us', p.part), p.part).toEqual({ text: p.part, lang: undefined });
    }
    expect(CHECKS).toHaveLength(13);
    for (const c of CHECKS) expect(checklistItem('en-us', c), c.id).toEqual({ text: c.description, lang: undefined });
  });

  for (const locale of LOCALES.filter((l) => !l.startsWith('en-'))) {
    it(`reads them in the language of ${locale}`, () => {
      for (const p of ALL_PROBLEMS) {
        const text = problemDescription(locale, p);
        expect(text.lang, p.id).toBeUndefined();
        expect(text.text, p.id).not.toBe(p.description);
      }
      for (const c of CHECKS) expect(checklistItem(locale, c).text, c.id).not.toBe(c.description);
    });
  }

  it('shows a text the catalogue does not know as the ERP wrote it, marked English on other pages', () => {
    const changed = { id: 'FR-CRACK', description: 'Hairline crack near the weld' };
    expect(problemDescription('de', changed)).toEqual({ text: 'Hairline crack near the weld', lang: 'en' });
    expect(problemDescription('en-uk', changed)).toEqual({ text: 'Hairline crack near the weld', lang: undefined });
    expect(checklistItem('de', { id: 'CK99', description: 'Bell fitted' })).toEqual({ text: 'Bell fitted', lang: 'en' });
  });
});
