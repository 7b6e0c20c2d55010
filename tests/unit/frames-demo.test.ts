// The demo frames and bonus: deterministic, every retail-sales status for each dealer, frames left
// to register, registrations only of frames shipped to that dealer, and bonus quarters up to today.
import { describe, expect, it } from 'vitest';
import { generateBonus, generateFrames, type FramesDemoInput } from '../../upstream/frames/demo/frames.demo';

const input: FramesDemoInput = {
  dealers: [
    { r3: '0001000123', name: 'Pedal Pushers Bike Shop', city: 'Portland', sorgs: ['US01'] },
    { r3: '0009000001', name: 'Other Bikes', city: 'Bonn', sorgs: ['DE01'] },
  ],
  bikes: [{ articleCode: '100000001', name: 'Kestrel Ridge 5', brand: 'Kestrel' }, { articleCode: '100000002', name: 'Veloria Aero SL', brand: 'Veloria' }],
  baseDate: '2026-05-15',
};

describe('generateFrames', () => {
  it('is the same on every run', () => {
    expect(generateFrames(input)).toEqual(generateFrames(input));
  });

  it('gives every dealer all four statuses, unregistered frames and only its own registrations', () => {
    const { frames, registrations } = generateFrames(input);
    for (const dealer of input.dealers) {
      const own = new Set(frames.filter((f) => f.custCode === dealer.r3).map((f) => f.frameNumber));
      const registered = registrations.filter((r) => r.custCode === dealer.r3);
      expect(new Set(registered.map((r) => r.status))).toEqual(new Set(['pending', 'processing', 'failed', 'complete']));
      expect(registered.every((r) => own.has(r.frameNumber) && r.soldDate <= input.baseDate)).toBe(true);
      expect(own.size).toBeGreaterThan(registered.length);
    }
  });
});

describe('generateBonus', () => {
  it('covers last year’s four quarters and this year’s up to the base date', () => {
    const { quarters } = generateBonus(input);
    const mine = quarters.filter((q) => q.custCode === '0001000123').map((q) => `${q.year}Q${q.quarter}`);
    expect(mine).toEqual(['2025Q1', '2025Q2', '2025Q3', '2025Q4', '2026Q1', '2026Q2']);
  });
});
