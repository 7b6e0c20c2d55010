// Catalogue analysis verdicts (issue 15): the cart's own order of reasons, pasted codes and the query.
import { describe, expect, it } from 'vitest';
import { analyse, analysisQuery, articleCodesOf, type AnalysedArticle } from '../../src/domain/admin/catalog-analysis.rules';

const article = (over: Partial<AnalysedArticle> = {}): AnalysedArticle => ({ sorg: 'US01', price: { dealer: 1000 }, orderLimit: null, stock: { available: 3, nextArrival: null }, tags: [], ...over });

describe('a catalogue analysis verdict', () => {
  it('orders a listed, priced article in stock', () => {
    expect(analyse(article())).toEqual({ visible: true, orderable: true, reasons: [], preOrderOnly: false, preview: false });
  });

  it('names the first reason the cart would meet: unknown, not listed, no price, no stock', () => {
    expect(analyse(null).reasons).toEqual(['unknown_article']);
    expect(analyse(article({ sorg: null, price: null })).reasons).toEqual(['not_listed']);
    expect(analyse(article({ price: null, stock: { available: 0, nextArrival: null } })).reasons).toEqual(['no_price']);
    expect(analyse(article({ stock: { available: 0, nextArrival: '2026-12-01' } }))).toMatchObject({ visible: true, orderable: false, reasons: ['no_stock'], preOrderOnly: true });
  });

  it('hides a not-listed article and flags preview tags', () => {
    expect(analyse(article({ sorg: null })).visible).toBe(false);
    expect(analyse(article({ tags: [{ category: 'marin_preview_page', tag: 'preview_2026' }] })).preview).toBe(true);
  });
});

describe('pasted article codes', () => {
  it('split on lines, blanks, commas and semicolons, without duplicates, in order', () => {
    expect(articleCodesOf(' 100000055\r\n100000002, 100000055;A-1\tB ')).toEqual(['100000055', '100000002', 'A-1', 'B']);
    expect(articleCodesOf(' ,; ')).toEqual([]);
  });

  it('need a sales organisation code and bounded text', () => {
    expect(analysisQuery.safeParse({ sorg: 'US01', codes: '1' }).success).toBe(true);
    expect(analysisQuery.safeParse({ sorg: 'us01', codes: '1' }).success).toBe(false);
    expect(analysisQuery.safeParse({ sorg: 'US01', codes: 'x'.repeat(200 * 41 + 1) }).success).toBe(false);
  });
});
