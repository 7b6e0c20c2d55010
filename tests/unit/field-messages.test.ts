// A refused page form's issues become the words each field shows, in the user's language, with the
// bound of a length rule filled, under the issue's full path and each shorter one.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages, zodFieldMessages } from '../../src/server/field-messages';
import { translator } from '../../src/server/i18n';

describe('field messages of a page form', () => {
  it('speaks the catalogue in German and English, never a key', () => {
    const issues = [{ path: 'qtyPlgGrp', message: 'validation.numeric' }];
    expect(fieldMessages(translator('de'), issues)).toEqual({ qtyPlgGrp: '*Nur Ziffern' });
    expect(fieldMessages(translator('en-us'), issues)).toEqual({ qtyPlgGrp: '*Must Be Numeric' });
  });

  it('keeps a nested issue under its full path and each shorter one; the first issue per path wins', () => {
    const messages = fieldMessages(translator('en-us'), [
      { path: 'seriesBrand.1.brand', message: 'validation.required' },
      { path: 'seriesBrand.2.series', message: 'validation.text' },
    ]);
    expect(messages['seriesBrand.1.brand']).toBe('Required');
    expect(messages['seriesBrand.1']).toBe('Required');
    expect(messages['seriesBrand']).toBe('Required');
    expect(messages['seriesBrand.2.series']).toMatch(/^Only number/);
  });

  it('fills the bound of a rule without its own message, as the API does', () => {
    const parsed = z.object({ title: z.string().max(3) }).safeParse({ title: 'longer' });
    if (parsed.success) throw new Error('expected a refusal');
    expect(zodFieldMessages(translator('en-us'), parsed.error.issues)).toEqual({ title: 'Must be at most 3 characters' });
    expect(zodFieldMessages(translator('de'), parsed.error.issues).title).not.toMatch(/\{|validation\./);
  });

  it('shows words that are no key as written', () => {
    expect(fieldMessages(translator('en-us'), [{ path: 'name', message: 'Name already taken' }])).toEqual({ name: 'Name already taken' });
  });
});
