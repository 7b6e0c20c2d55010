// Sales-area update rules: the spec's messages in its order (category, region id, known category).
import { describe, expect, it } from 'vitest';
import { isSalesAreaCategory, salesAreaFormProblem, salesAreaUpdateSchema, SALES_AREA_CATEGORIES } from '../../src/domain/visits';

const first = (input: unknown) => {
  const r = salesAreaUpdateSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('sales-area update rows', () => {
  it('accepts rows with a region id and a known category', () => {
    expect(first({ rows: [{ regionId: 'ID-JB-BDG', category: 'A' }, { regionId: 'ID-JB-BGR', category: 'D', description: 'Kota Bogor' }] })).toBeNull();
  });

  it('says Please insert category, Please insert region id and Invalid region category', () => {
    expect(first({ rows: [{ regionId: 'ID-JB-BDG', category: '' }] })).toBe('sales_area.error.category_required');
    expect(first({ rows: [{ regionId: 'ID-JB-BDG' }] })).toBe('sales_area.error.category_required');
    expect(first({ rows: [{ regionId: '', category: 'A' }] })).toBe('sales_area.error.region_required');
    expect(first({ rows: [] })).toBe('sales_area.error.region_required');
    expect(first({ rows: [{ regionId: 'ID-JB-BDG', category: 'Z' }] })).toBe('sales_area.error.category_invalid');
  });

  it('knows the four categories and nothing else', () => {
    expect(SALES_AREA_CATEGORIES.every(isSalesAreaCategory)).toBe(true);
    expect(isSalesAreaCategory('a')).toBe(false);
  });
});

describe('the page form', () => {
  it('asks for the category first, then for rows, then for a known category', () => {
    expect(salesAreaFormProblem([], '')).toBe('sales_area.error.category_required');
    expect(salesAreaFormProblem(['ID-JB-BDG'], ' ')).toBe('sales_area.error.category_required');
    expect(salesAreaFormProblem([], 'B')).toBe('sales_area.error.region_required');
    expect(salesAreaFormProblem(['ID-JB-BDG'], 'X')).toBe('sales_area.error.category_invalid');
    expect(salesAreaFormProblem(['ID-JB-BDG', 'ID-JB-BGR'], 'C')).toBeNull();
  });
});
