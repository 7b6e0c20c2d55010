// The demo frames and bonus add up with the rest of the demo: deterministic, every retail-sales
// status for each dealer, frames left to register, a dealer's frames are bikes it was invoiced for,
// its bonus retail sales are its own verified registrations and its bonus purchases its invoiced
// bikes, and bonus quarters reach up to today.
import { describe, expect, it } from 'vitest';
import { generateBonus, generateFrames, type BikeLine, type FramesDemoInput } from '../../upstream/frames/demo/frames.demo';

const BASE = '2026-05-15';

function lines(prefix: string, bikes: readonly [string, string, string][], count: number): BikeLine[] {
  return Array.from({ length: count }, (_, i) => {
    const [articleCode, name, brand] = bikes[i % bikes.length] ?? ['0', 'x', 'x'];
    const day = new Date(Date.parse(`${BASE}T00:00:00Z`) - i * 3 * 86_400_000).toISOString().slice(0, 10);
    return { invoiceNo: `${prefix}${String(i).padStart(6, '0')}`, invoiceDate: day, articleCode, name, brand, qty: 1 + (i % 3) };
  });
}

const input: FramesDemoInput = {
  dealers: [
    { r3: '0001000123', name: 'Pedal Pushers Bike Shop', city: 'Portland', sorgs: ['US01'], bikeLines: lines('9A', [['100000001', 'Northpass Trailhead 40 Pro', 'Northpass']], 200) },
    { r3: '0009000001', name: 'Other Bikes', city: 'Bonn', sorgs: ['DE01'], bikeLines: lines('9B', [['100000002', 'Veloria Aero SL', 'Veloria'], ['100000003', 'Kestrel Ridge 5', 'Kestrel']], 40) },
    { r3: '0009000002', name: 'Parts Only', city: 'Köln', sorgs: ['DE01'], bikeLines: [] },
  ],
  baseDate: BASE,
};

describe('generateFrames', () => {
  it('is the same on every run', () => {
    expect(generateFrames(input)).toEqual(generateFrames(input));
  });

  it('gives every dealer all four statuses, unregistered frames and only its own registrations', () => {
    const { frames, registrations } = generateFrames(input);
    for (const dealer of input.dealers.filter((d) => d.bikeLines.length > 0)) {
      const own = new Set(frames.filter((f) => f.custCode === dealer.r3).map((f) => f.frameNumber));
      const registered = registrations.filter((r) => r.custCode === dealer.r3);
      expect(new Set(registered.map((r) => r.status))).toEqual(new Set(['pending', 'processing', 'failed', 'complete']));
      expect(registered.every((r) => own.has(r.frameNumber) && r.soldDate <= input.baseDate)).toBe(true);
      expect(own.size).toBeGreaterThan(registered.length);
    }
  });

  it('makes a dealer’s frames of the bikes it was invoiced for, shipped on the invoice’s day', () => {
    const { frames } = generateFrames(input);
    for (const dealer of input.dealers) {
      const invoiced = new Set(dealer.bikeLines.map((l) => `${l.articleCode}|${l.invoiceDate}`));
      const own = frames.filter((f) => f.custCode === dealer.r3);
      expect(own.every((f) => invoiced.has(`${f.articleCode}|${f.shippedAt}`)), dealer.name).toBe(true);
    }
    expect(frames.filter((f) => f.custCode === '0001000123').every((f) => f.brand === 'Northpass' && f.frameNumber.startsWith('NO'))).toBe(true);
    expect(frames.filter((f) => f.custCode === '0009000002')).toEqual([]);
  });
});

describe('generateBonus', () => {
  const { frames, registrations } = generateFrames(input);
  const bonus = generateBonus(input, frames, registrations);

  it('covers last year’s four quarters and this year’s up to the base date', () => {
    const mine = bonus.quarters.filter((q) => q.custCode === '0001000123').map((q) => `${q.year}Q${q.quarter}`);
    expect(mine).toEqual(['2025Q1', '2025Q2', '2025Q3', '2025Q4', '2026Q1', '2026Q2']);
  });

  it('counts as retail sales only the dealer’s own verified registrations, by their real frame numbers', () => {
    expect(bonus.retail.length).toBeGreaterThan(0);
    for (const sale of bonus.retail) {
      const registration = registrations.find((r) => r.frameNumber === sale.frameNumber);
      expect(registration, sale.frameNumber).toMatchObject({ custCode: sale.custCode, status: 'complete', type: 'retail', soldDate: sale.inputDate });
      expect(frames.find((f) => f.frameNumber === sale.frameNumber)?.articleDescription).toBe(sale.articleDescription);
    }
  });

  it('takes the bonus purchases from the dealer’s invoiced bikes', () => {
    expect(bonus.purchases.length).toBeGreaterThan(0);
    for (const purchase of bonus.purchases) {
      const dealer = input.dealers.find((d) => d.r3 === purchase.custCode);
      expect(dealer?.bikeLines.some((l) => l.invoiceNo === purchase.invoiceNumber && l.articleCode === purchase.articleCode && l.qty === purchase.quantity)).toBe(true);
    }
  });
});
