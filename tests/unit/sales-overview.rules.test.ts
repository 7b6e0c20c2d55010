import { describe, expect, it } from 'vitest';
import { formatterFor } from '../../src/domain/format';
import { hostByKey } from '../../src/content/hosts';
import {
  aggregateSales, changeRatio, filterOptions, parseSalesOverviewQuery, salesOverviewSearch, yearSlot, yearToDate,
  type ModelMeta, type SalesCell, type SalesOverviewFilter,
} from '../../src/domain/sales-overview';

const meta = (code: string, brand: string, mc: string, type: string, series: string | null): ModelMeta => ({
  code, name: `Model ${code}`, productType: type, brand: { code: brand, name: `Brand ${brand}` },
  series: series ? { code: series, name: `Series ${series}` } : null, merchandiseCategory: { code: mc, name: `Category ${mc}` },
});
const MODELS = new Map<number, ModelMeta>([
  [1, meta('M1', 'TREK', 'MTB', 'Bike', 'MARLIN')],
  [2, meta('M2', 'TREK', 'ROAD', 'Bike', 'DOMANE')],
  [3, meta('M3', 'BONT', 'HELMET', 'PAA', null)],
]);
const cell = (month: string, modelId: number, net: number, qty = 1, custCode = 'C1'): SalesCell => ({ custCode, month, modelId, qty, net });
const base: SalesOverviewFilter = { year: 2026, months: [], category: 'overview', brands: [], merchandiseCategories: [], models: [], series: [] };
const CELLS: SalesCell[] = [
  cell('2026-01', 1, 100_00, 2), cell('2026-03', 2, 250_00, 1), cell('2026-03', 3, 40_00, 4, 'C2'),
  cell('2025-01', 1, 80_00, 1), cell('2025-03', 3, 30_00, 3), cell('2025-12', 2, 500_00, 2),
  cell('2024-03', 1, 999_00, 9), // two years back: never counted
  cell('2026-03', 1, -20_00, -1), // a credit line
];

describe('yearSlot', () => {
  it('puts the filter year in this year, the one before in last year and everything else out', () => {
    expect(yearSlot('2026-05', base)).toBe(0);
    expect(yearSlot('2025-05', base)).toBe(1);
    expect(yearSlot('2024-05', base)).toBeNull();
    expect(yearSlot('2027-01', base)).toBeNull();
  });
  it('narrows both years to the chosen months', () => {
    expect(yearSlot('2026-03', { ...base, months: [3, 4] })).toBe(0);
    expect(yearSlot('2025-04', { ...base, months: [3, 4] })).toBe(1);
    expect(yearSlot('2026-05', { ...base, months: [3, 4] })).toBeNull();
  });
});

describe('aggregateSales', () => {
  const result = aggregateSales(CELLS, MODELS, base, new Map([['C1', 'First'], ['C2', 'Second']]));

  it('gives twelve months with this year against last year, empty months as zero', () => {
    expect(result.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(result.months[0]).toMatchObject({ netSales: 100_00, netSalesLastYear: 80_00, invoiceQuantity: 2, invoiceQuantityLastYear: 1 });
    expect(result.months[2]).toMatchObject({ netSales: 270_00, netSalesLastYear: 30_00, invoiceQuantity: 4 });
    expect(result.months[1]).toMatchObject({ netSales: 0, netSalesLastYear: 0 });
    expect(result.months[11]).toMatchObject({ netSales: 0, netSalesLastYear: 500_00 });
  });

  it('totals what every breakdown adds up to, credit lines included', () => {
    expect(result.total).toEqual({ netSales: 370_00, netSalesLastYear: 610_00, invoiceQuantity: 6, invoiceQuantityLastYear: 6 });
    for (const groups of [result.months, result.brands, result.merchandiseCategories, result.models, result.customers]) {
      expect(groups.reduce((s, g) => s + g.netSales, 0)).toBe(result.total.netSales);
      expect(groups.reduce((s, g) => s + g.netSalesLastYear, 0)).toBe(result.total.netSalesLastYear);
      expect(groups.reduce((s, g) => s + g.invoiceQuantity, 0)).toBe(result.total.invoiceQuantity);
    }
  });

  it('breaks down by brand, category, model with series and customer, largest this year first', () => {
    expect(result.brands.map((b) => [b.code, b.netSales])).toEqual([['TREK', 330_00], ['BONT', 40_00]]);
    expect(result.models[0]).toMatchObject({ code: 'M2', brand: 'Brand TREK', series: 'Series DOMANE', netSales: 250_00 });
    expect(result.models.find((m) => m.code === 'M3')?.series).toBeNull();
    expect(result.customers.map((c) => [c.name, c.netSales])).toEqual([['First', 330_00], ['Second', 40_00]]);
  });

  it('narrows by brand, category and months together', () => {
    const narrowed = aggregateSales(CELLS, MODELS, { ...base, brands: ['TREK'], months: [3], category: 'Bike' });
    expect(narrowed.months.map((m) => m.month)).toEqual([3]);
    expect(narrowed.total).toEqual({ netSales: 230_00, netSalesLastYear: 0, invoiceQuantity: 0, invoiceQuantityLastYear: 0 });
    expect(aggregateSales(CELLS, MODELS, { ...base, category: 'PAA' }).brands.map((b) => b.code)).toEqual(['BONT']);
    expect(aggregateSales(CELLS, MODELS, { ...base, series: ['MARLIN'] }).models.map((m) => m.code)).toEqual(['M1']);
  });

  it('gives an empty result for a year without sales', () => {
    const none = aggregateSales(CELLS, MODELS, { ...base, year: 2030 });
    expect(none.brands).toEqual([]);
    expect(none.total).toEqual({ netSales: 0, netSalesLastYear: 0, invoiceQuantity: 0, invoiceQuantityLastYear: 0 });
  });
});

describe('filterOptions', () => {
  it('lets each filter narrow the others but not itself', () => {
    const options = filterOptions(CELLS, MODELS, { ...base, brands: ['TREK'] });
    expect(options.brands.map((o) => o.code)).toEqual(['BONT', 'TREK']);
    expect(options.models.map((o) => o.code)).toEqual(['M1', 'M2']);
    expect(options.series.map((o) => o.code)).toEqual(['DOMANE', 'MARLIN']);
    expect(filterOptions(CELLS, MODELS, { ...base, category: 'PAA' }).merchandiseCategories.map((o) => o.code)).toEqual(['HELMET']);
  });
  it('keeps a selected value offered when nothing is left for it', () => {
    const options = filterOptions(CELLS, MODELS, { ...base, brands: ['GONE'] });
    expect(options.brands.map((o) => o.code)).toContain('GONE');
    expect(options.models).toEqual([]);
  });
});

describe('changeRatio', () => {
  it('compares with last year and has nothing to say without last year', () => {
    expect(changeRatio({ netSales: 150, netSalesLastYear: 100 })).toBe(0.5);
    expect(changeRatio({ netSales: 50, netSalesLastYear: 100 })).toBe(-0.5);
    expect(changeRatio({ netSales: 50, netSalesLastYear: 0 })).toBeNull();
  });
});

describe('sales overview URL', () => {
  it('reads comma lists and repeated keys alike and writes only what differs from the defaults', () => {
    const parsed = parseSalesOverviewQuery(new URLSearchParams('sorg=US01&year=2025&months=4&months=3&brands=TREK,BONT&category=Bike'));
    expect(parsed).toMatchObject({ ok: true, state: { sorg: 'US01', year: 2025, months: [3, 4], brands: ['BONT', 'TREK'], category: 'Bike' } });
    expect(salesOverviewSearch(parsed.state)).toBe('?sorg=US01&year=2025&months=3,4&category=Bike&brands=BONT,TREK');
    expect(parseSalesOverviewQuery(new URLSearchParams(salesOverviewSearch(parsed.state))).state).toEqual(parsed.state);
  });
  it('names the malformed fields and falls back to the defaults', () => {
    const parsed = parseSalesOverviewQuery(new URLSearchParams('year=20x5&months=13&category=Cars&custCodes=a;drop'));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fields.sort()).toEqual(['category', 'custCodes', 'months', 'year']);
    expect(parsed.state.year).toBeNull();
  });
});

describe('precision', () => {
  it('shows rupiah without decimals on the Indonesian site and dollars with cents on the US site', () => {
    const id = hostByKey('id');
    const us = hostByKey('us');
    if (!id || !us) throw new Error('hosts missing');
    expect(formatterFor('id-id', id).money(1_234_500, 'IDR')).toBe('Rp1.234.500');
    expect(formatterFor('en-us', us).money(1_234_567, 'USD')).toBe('$12,345.67');
  });
});

describe('yearToDate', () => {
  const months = aggregateSales(CELLS, MODELS, base).months;
  it('compares the running year so far with the same months of last year', () => {
    expect(yearToDate(months, 2026, new Date(Date.UTC(2026, 2, 15)))).toEqual({ throughMonth: 3, netSales: 370_00, netSalesLastYear: 110_00 });
  });
  it('leaves past years, a finished year and months not yet begun to the full comparison', () => {
    expect(yearToDate(months, 2025, new Date(Date.UTC(2026, 2, 15)))).toBeNull();
    expect(yearToDate(months, 2026, new Date(Date.UTC(2026, 11, 31)))).toBeNull();
    const december = aggregateSales(CELLS, MODELS, { ...base, months: [12] }).months;
    expect(yearToDate(december, 2026, new Date(Date.UTC(2026, 2, 15)))).toBeNull();
  });
  it('stops at the last shown month that has begun when months are chosen', () => {
    const chosen = aggregateSales(CELLS, MODELS, { ...base, months: [1, 12] }).months;
    expect(yearToDate(chosen, 2026, new Date(Date.UTC(2026, 2, 15)))).toEqual({ throughMonth: 1, netSales: 100_00, netSalesLastYear: 80_00 });
  });
});
