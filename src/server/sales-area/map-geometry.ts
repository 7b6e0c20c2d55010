// Places regions and their groups on a plain SVG canvas from their coordinates (no tiles, no
// network: decision 0038). Equirectangular with the longitude scaled by the cosine of the middle
// latitude, fitted into the canvas with a margin around the middle of the points.
import type { SalesRegion } from './sales-area.service';

export interface MapPoint {
  x: number;
  y: number;
}

export interface MapLayout {
  width: number;
  height: number;
  project(lat: number, lng: number): MapPoint;
}

/** `labelRoom` keeps that many pixels free on the right for the labels beside the dots. */
export function layoutFor(regions: readonly SalesRegion[], width = 640, height = 420, margin = 36, labelRoom = 0): MapLayout {
  const points = regions.flatMap((r) => [{ lat: r.lat, lng: r.lng }, ...r.regionGroups.map((g) => ({ lat: g.lat, lng: g.lng }))]);
  if (points.length === 0) return { width, height, project: () => ({ x: width / 2, y: height / 2 }) };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 0.05);
  const spanY = Math.max(maxLat - minLat, 0.05);
  const scale = Math.min((width - 2 * margin - labelRoom) / spanX, (height - 2 * margin) / spanY);
  const midLat = (minLat + maxLat) / 2;
  const midLng = (minLng + maxLng) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    width,
    height,
    project: (lat, lng) => ({ x: round((width - labelRoom) / 2 + (lng - midLng) * k * scale), y: round(height / 2 - (lat - midLat) * scale) }),
  };
}
