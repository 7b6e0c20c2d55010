// The sales-area map's placement: every region and group inside the canvas, north above south,
// west left of east, and a province narrowing the regions shown; which names the map draws, names
// giving way instead of overlapping, category colours, and the hosts' tile sources.
import { describe, expect, it } from 'vitest';
import { HOSTS } from '../../src/content/hosts/index.ts';
import { CATEGORY_COLOURS, categoryColour, namesShown, NO_CATEGORY_COLOUR, placeLabels, usableTileTemplate } from '../../src/domain/visits/sales-area-map';
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

describe('names on the map', () => {
  it('names the provinces while several are in view, and the cities once narrowed or zoomed in, never both', () => {
    expect(namesShown(6, 0)).toBe('provinces');
    expect(namesShown(6, 1.5)).toBe('provinces');
    expect(namesShown(6, 2)).toBe('cities');
    expect(namesShown(1, 0)).toBe('cities');
    expect(namesShown(0, 0)).toBe('cities');
  });

  it('keeps a name only where it overlaps none kept before it', () => {
    const box = (left: number, top: number, width = 60, height = 16) => ({ left, top, right: left + width, bottom: top + height });
    // Dallas first, Fort Worth overlapping it, Houston clear, a fourth touching Dallas within the gap.
    expect(placeLabels([[box(100, 100)], [box(130, 108)], [box(300, 200)], [box(100, 117)]])).toEqual([0, -1, 0, -1]);
    expect(placeLabels([[box(0, 0)], [box(0, 20)]], { gap: 2 })).toEqual([0, 0]);
    expect(placeLabels([])).toEqual([]);
  });

  it('moves a name to its next place when the first is taken, outside the map or under the zoom buttons', () => {
    const box = (left: number, top: number, width = 60, height = 16) => ({ left, top, right: left + width, bottom: top + height });
    const frame = box(0, 0, 400, 300);
    const zoomButtons = box(10, 10, 30, 60);
    // Bayern above is taken by Baden-Württemberg, so it goes below; a name off the right edge flips left;
    // one whose places are all taken is hidden (-1); one under the zoom buttons takes its other place.
    expect(placeLabels([[box(100, 100)], [box(120, 104), box(120, 180)], [box(370, 50), box(250, 50)], [box(100, 100), box(120, 180)], [box(12, 20), box(12, 250)]], { frame, obstacles: [zoomButtons] }))
      .toEqual([0, 1, 1, -1, 1]);
  });
});

describe('category colours', () => {
  it('gives every category its own colour and white to a city without one', () => {
    expect(new Set(Object.values(CATEGORY_COLOURS)).size).toBe(4);
    expect(categoryColour('B')).toBe(CATEGORY_COLOURS.B);
    expect(categoryColour(null)).toBe(NO_CATEGORY_COLOUR);
    expect(categoryColour('Z')).toBe(NO_CATEGORY_COLOUR);
  });
});

describe('tile sources', () => {
  it('accepts an https template with {z}, {x} and {y} only', () => {
    expect(usableTileTemplate('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe(true);
    expect(usableTileTemplate('http://tiles.example.com/{z}/{x}/{y}.png')).toBe(false);
    expect(usableTileTemplate('https://tiles.example.com/{z}/{x}.png')).toBe(false);
    expect(usableTileTemplate('javascript:alert(1)//{z}/{x}/{y}')).toBe(false);
    expect(usableTileTemplate('')).toBe(false);
    expect(usableTileTemplate(null)).toBe(false);
  });

  it('is set on no demo host (no network here), and where set it is usable and credited', () => {
    for (const host of HOSTS) {
      if (host.mapTiles === null) continue;
      expect(usableTileTemplate(host.mapTiles.urlTemplate), host.key).toBe(true);
      expect(host.mapTiles.attribution.trim(), host.key).not.toBe('');
    }
    // The demo sites run with no network: a deployment that sets a source edits this line with it.
    expect(HOSTS.filter((host) => host.mapTiles !== null)).toEqual([]);
  });
});
