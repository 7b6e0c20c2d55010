import { describe, expect, it } from 'vitest';
import { demoActors } from '../../upstream/demo/actors';
import { generateDemo, productCountFor } from '../../upstream/demo/generate';
import { createRng } from '../../upstream/demo/prng';

const BASE = '2025-03-01';

describe('demo data generator', () => {
  it('produces identical data for the same seed and base date', () => {
    expect(generateDemo({ size: '400', baseDate: BASE })).toEqual(generateDemo({ size: '400', baseDate: BASE }));
  });

  it('produces different data for a different seed', () => {
    const a = generateDemo({ size: '400', baseDate: BASE, seed: 1 });
    const b = generateDemo({ size: '400', baseDate: BASE, seed: 2 });
    expect(a.catalog.products.map((p) => p.name)).not.toEqual(b.catalog.products.map((p) => p.name));
  });

  const data = generateDemo({ size: '2000', baseDate: BASE });
  const { customers, areas, shipTos } = data.dealers;

  it('contains the well-known actors with their companies', () => {
    const byR3 = (r3: string) => customers.find((c) => c.r3 === r3);
    const sorgsOf = (r3: string) => areas.filter((a) => a.custCode === r3).map((a) => a.sorg).sort();
    const { singleCompanyDealer: single, multiCompanyDealer: multi, customerVendor: vendor } = demoActors;
    expect(byR3(single.r3)).toMatchObject({ name: single.name, city: 'Portland', region: 'OR', isr: null });
    expect(sorgsOf(single.r3)).toEqual(['US01']);
    expect(byR3(multi.r3)).toMatchObject({ name: multi.name, city: 'Köln', isr: multi.isr });
    expect(sorgsOf(multi.r3)).toEqual(['DE01', 'NL01']);
    expect(byR3(vendor.r3)).toMatchObject({ name: vendor.name, city: 'Surabaya', category: 'customer_vendor' });
    expect(sorgsOf(vendor.r3)).toEqual(['ID01']);
  });

  it('gives the sales rep S10025 at least 20 dealers in ID01 and US01', () => {
    const covered = areas.filter((a) => a.salesman === demoActors.salesRep.salesman);
    expect(new Set(covered.map((a) => a.custCode)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(covered.map((a) => a.sorg))).toEqual(new Set(['ID01', 'US01']));
  });

  it('has about 60 dealers with unique names, each with a default ship-to', () => {
    expect(customers.length).toBeGreaterThanOrEqual(55);
    expect(new Set(customers.map((c) => c.name)).size).toBe(customers.length);
    for (const c of customers) expect(shipTos.filter((s) => s.custCode === c.r3 && s.isDefault)).toHaveLength(1);
  });

  it('hits the requested article count with bikes, PAA and groupsets', () => {
    const { products } = data.catalog;
    expect(products.length).toBeGreaterThanOrEqual(2000);
    expect(products.length).toBeLessThan(2000 * 1.02);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(['Bike', 'PAA', 'Groupset']));
    expect(new Set(products.map((p) => p.articleCode)).size).toBe(products.length);
    const wheels = new Set(products.map((p) => p.wheelSize));
    for (const w of ['20"', '24"', '26"', '27.5"', '29"', '700c']) expect(wheels).toContain(w);
  });

  it('has percentage and fixed tiers with both >= and <= terms', () => {
    const kinds = new Set(data.catalog.tiers.map((t) => `${t.type} ${t.term}`));
    expect(kinds).toEqual(new Set(['percentage >=', 'fixed >=', 'percentage <=']));
  });

  it('prices Indonesia in whole rupiah hundreds and leaves some prices unmaintained', () => {
    const idr = data.catalog.prices.filter((p) => p.sorg === 'ID01' && p.dealerPrice !== null);
    expect(idr.length).toBeGreaterThan(0);
    expect(idr.every((p) => (p.dealerPrice ?? 1) % 100 === 0)).toBe(true);
    expect(data.catalog.prices.some((p) => p.dealerPrice === null)).toBe(true);
  });

  it('schedules next arrivals after the base date', () => {
    const arrivals = data.catalog.stock.flatMap((s) => (s.nextArrival ? [s.nextArrival] : []));
    expect(arrivals.length).toBeGreaterThan(0);
    expect(arrivals.every((d) => d > BASE)).toBe(true);
  });
});

describe('demo sizes and PRNG', () => {
  it('maps size names to article counts and rejects nonsense', () => {
    expect(productCountFor(undefined)).toBe(productCountFor('demo'));
    expect(productCountFor('bench')).toBe(100_000);
    expect(productCountFor('750')).toBe(750);
    expect(() => productCountFor('huge')).toThrow(/UPSTREAM_DEMO_SIZE/);
  });

  it('repeats its sequence for a seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 5 }, () => a.int(1, 1000))).toEqual(Array.from({ length: 5 }, () => b.int(1, 1000)));
  });
});
