// The sales-area map's placement: every region and group inside the canvas, north above south,
// west left of east, and a province narrowing the regions shown.
import { describe, expect, it } from 'vitest';
import { layoutFor } from '../../src/server/sales-area/map-geometry';
import { dealerCounts, narrowTo, type SalesRegion } from '../../src/server/sales-area/sales-area.service';

const region = (id: string, lat: number, lng: number, groups: [string, number, number][]): SalesRegion => ({
  id, country: 'ID', description: id, lat, lng, regionGroups: groups.map(([gid, glat, glng]) => ({ id: gid, description: gid, category: 'A', lat: glat, lng: glng })),
});
const java = [region('ID-JB', -6.9, 107.6, [['BDG', -6.91, 107.61], ['BGR', -6.6, 106.8]]), region('ID-JI', -7.54, 112.24, [['SBY', -7.25, 112.75]]), region('ID-SU', 2.12, 99.55, [['MDN', 3.6, 98.67]])];

describe('map layout', () => {
  it('places every point inside the canvas', () => {
    const map = layoutFor(java, 640, 420, 36);
    for (const r of java) for (const p of [r, ...r.regionGroups]) {
      const { x, y } = map.project(p.lat, p.lng);
      expect(x).toBeGreaterThanOrEqual(36 - 0.1);
      expect(x).toBeLessThanOrEqual(640 - 36 + 0.1);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(420);
    }
  });

  it('keeps north up and west left', () => {
    const map = layoutFor(java);
    const medan = map.project(3.6, 98.67);
    const surabaya = map.project(-7.25, 112.75);
    expect(medan.y).toBeLessThan(surabaya.y);
    expect(medan.x).toBeLessThan(surabaya.x);
  });

  it('centres a single point instead of dividing by zero', () => {
    const map = layoutFor([region('X', 1, 1, [])], 100, 100, 10);
    expect(map.project(1, 1)).toEqual({ x: 50, y: 50 });
  });
});

describe('narrowing to a province', () => {
  it('shows the one province asked for, and every province for an unknown one', () => {
    expect(narrowTo(java, 'ID-JI').map((r) => r.id)).toEqual(['ID-JI']);
    expect(narrowTo(java, 'XX')).toHaveLength(3);
    expect(narrowTo(java, undefined)).toHaveLength(3);
  });
});

describe('dealers per city', () => {
  it('counts the dealers of each city or district', () => {
    const dealer = (id: string) => ({ custCode: { r3: id, isr: null, unified: id }, custName: id, custCity: 'x', regionGroupId: id.slice(0, 3) });
    expect(dealerCounts([dealer('BDG1'), dealer('BDG2'), dealer('SBY1')])).toEqual({ BDG: 2, SBY: 1 });
  });
});
