import { describe, expect, it } from 'vitest';
import { hasUnsafeChars, withoutUnsafeChars } from '../../src/domain/text';
import { unsafeTextPaths } from '../../src/server/api/validate';
import { cleanFileName } from '../../src/server/content/file-types';

describe('control and bidirectional-override characters', () => {
  it('are found in names and single-line texts; tabs and line breaks are left to each field’s rule', () => {
    expect(hasUnsafeChars('Radhaus Müller GmbH')).toBe(false);
    expect(hasUnsafeChars('line one\nline two\tcolumn')).toBe(false);
    expect(hasUnsafeChars('invoice\u202Efdp.exe')).toBe(true);
    expect(hasUnsafeChars('nul\u0000byte')).toBe(true);
    expect(hasUnsafeChars('isolate\u2066x\u2069')).toBe(true);
    expect(hasUnsafeChars('del\u007F')).toBe(true);
  });

  it('are dropped from an uploaded file’s name, so it reads as what it is', () => {
    expect(withoutUnsafeChars('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('C:\\temp\\price\u202Egpj.exe')).toBe('pricegpj.exe');
    expect(cleanFileName('a\u0000b\tc.pdf')).toBe('abc.pdf');
  });

  it('are located in any string of an input, nested in lists and objects', () => {
    expect(unsafeTextPaths({ name: 'ok', lines: [{ note: 'x\u202Ey' }, { note: 'fine' }], nested: { city: '\u0007' }, qty: 3 })).toEqual(['lines.0.note', 'nested.city']);
    expect(unsafeTextPaths({ notes: 'two\nlines', n: null })).toEqual([]);
  });
});
