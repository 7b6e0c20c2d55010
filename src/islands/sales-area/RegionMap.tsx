// The sales-area map in the browser (decision 0060): Leaflet draws each city or district as a dot
// in its category's colour, over the host's tiles when it has a tile source and on a plain
// background otherwise. With several provinces in view the provinces' names are links that narrow
// the page; zoomed in, or narrowed to one province, the cities' names show instead; a name that
// would overlap another gives way. The server-rendered table beside it is the accessible source:
// no keyboard panning, the dots are not in the tab order, the zoom buttons and province links are.
import { useEffect, useRef } from 'react';
import { circleMarker, control, divIcon, latLngBounds, layerGroup, map as createMap, marker, tileLayer, type Map as LeafletMap, type Marker, type Point } from 'leaflet/dist/leaflet-src.esm.js';
import { categoryColour, namesShown, placeLabels, usableTileTemplate, type LabelBox } from '../../domain/visits/sales-area-map';

export interface MapGroup {
  id: string;
  name: string;
  category: string;
  /** The category as the table words it. */
  categoryName: string;
  lat: number;
  lng: number;
}

export interface MapRegion {
  id: string;
  name: string;
  /** The page narrowed to this province. */
  href: string;
  lat: number;
  lng: number;
  groups: MapGroup[];
}

export interface MapTiles {
  urlTemplate: string;
  attribution: string;
  maxZoom: number;
}

interface Props {
  regions: MapRegion[];
  tiles: MapTiles | null;
  labels: { zoomIn: string; zoomOut: string };
}

const PLAIN_MAX_ZOOM = 12;

export default function RegionMap({ regions, tiles, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const map = drawMap(element, regions, tiles, labels);
    return () => {
      map.remove();
    };
  }, [regions, tiles, labels]);
  return <div ref={box} className="region-map__canvas" data-region-map data-tiles={tiles && usableTileTemplate(tiles.urlTemplate) ? 'host' : 'none'} />;
}

function drawMap(element: HTMLElement, regions: readonly MapRegion[], tiles: MapTiles | null, labels: Props['labels']): LeafletMap {
  const source = tiles && usableTileTemplate(tiles.urlTemplate) ? tiles : null;
  const maxZoom = source?.maxZoom ?? PLAIN_MAX_ZOOM;
  const map = createMap(element, { zoomControl: false, attributionControl: source !== null, keyboard: false, scrollWheelZoom: false, zoomSnap: 0.5, minZoom: 2, maxZoom });
  const zoomButtons = control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  if (source) {
    map.attributionControl.setPrefix(false);
    tileLayer(source.urlTemplate, { attribution: escapeHtml(source.attribution), maxZoom }).addTo(map);
  }

  const groups = regions.flatMap((r) => r.groups);
  const points = groups.length > 0 ? groups.map((g) => [g.lat, g.lng] as [number, number]) : regions.map((r) => [r.lat, r.lng] as [number, number]);
  // Room above and below the dots for the provinces' names, beside them for the cities'.
  if (points.length > 0) map.fitBounds(latLngBounds(points), { paddingTopLeft: [40, 44], paddingBottomRight: [40, 36], maxZoom: Math.min(9, maxZoom) });
  else map.setView([0, 0], 2);

  const dots = groups.map((g) => {
    const dot = circleMarker([g.lat, g.lng], { radius: 8, color: '#263238', weight: 1.5, fillColor: categoryColour(g.category), fillOpacity: 1 });
    dot.bindTooltip(`${g.name}: ${g.categoryName}`, { direction: 'top', offset: [0, -8] }).addTo(map);
    dot.getElement()?.setAttribute('data-group', g.id);
    dot.getElement()?.setAttribute('data-category', g.category);
    return dot;
  });
  // Provinces with the most cities keep their names first where names would overlap.
  const byGroups = [...regions].sort((a, b) => b.groups.length - a.groups.length);
  const provinceNames = layerGroup(byGroups.map((r) => nameMarker(provincePlaces(r), `<a class="region-map__name region-map__name--province" href="${escapeHtml(r.href)}">${escapeHtml(r.name)}</a>`)));
  const cityNames = layerGroup(groups.map((g) => nameMarker([{ at: [g.lat, g.lng], side: 'right' }, { at: [g.lat, g.lng], side: 'left' }], `<span class="region-map__name region-map__name--city">${escapeHtml(g.name)}</span>`)));

  const fittedZoom = map.getZoom();
  const showNames = () => {
    const view = map.getBounds();
    const inView = regions.filter((r) => r.groups.some((g) => view.contains([g.lat, g.lng]))).length;
    const [shown, hidden] = namesShown(inView, map.getZoom() - fittedZoom) === 'cities' ? [cityNames, provinceNames] : [provinceNames, cityNames];
    hidden.remove();
    shown.addTo(map);
    placeNames(map, shown.getLayers() as NameMarker[], [zoomButtons.getContainer(), ...dots.map((d) => d.getElement())]);
  };
  map.on('zoomend', showNames);
  map.on('moveend', showNames);
  showNames();
  return map;
}

type Side = 'above' | 'below' | 'right' | 'left';
interface Place {
  at: [number, number];
  side: Side;
}
type NameMarker = Marker & { places: Place[] };

/** A province's name above its northernmost city, else below its southernmost: never on its dots. */
function provincePlaces(region: MapRegion): Place[] {
  if (region.groups.length === 0) return [{ at: [region.lat, region.lng], side: 'above' }];
  const lng = region.groups.reduce((sum, g) => sum + g.lng, 0) / region.groups.length;
  const lats = region.groups.map((g) => g.lat);
  return [{ at: [Math.max(...lats), lng], side: 'above' }, { at: [Math.min(...lats), lng], side: 'below' }];
}

/** A name that may take any of `places`; CSS sets it beside the point by its side (data-side). */
function nameMarker(places: Place[], html: string): NameMarker {
  const first = places[0]!;
  const name = marker(first.at, { icon: divIcon({ className: 'region-map__name-anchor', html, iconSize: [0, 0] }), interactive: false, keyboard: false }) as NameMarker;
  name.places = places;
  return name;
}

/** Pixels between a point and its name: clear of the dot (radius 8, outline 1.5) and the 2 px margin. */
const GAP = 12;

/** The box a name of `width` × `height` takes on `side` of a point (the offsets match the CSS). */
function boxAt(side: Side, p: Point, width: number, height: number): LabelBox {
  if (side === 'above') return { left: p.x - width / 2, right: p.x + width / 2, top: p.y - GAP - height, bottom: p.y - GAP };
  if (side === 'below') return { left: p.x - width / 2, right: p.x + width / 2, top: p.y + GAP, bottom: p.y + GAP + height };
  if (side === 'right') return { left: p.x + GAP, right: p.x + GAP + width, top: p.y - height / 2, bottom: p.y + height / 2 };
  return { left: p.x - GAP - width, right: p.x - GAP, top: p.y - height / 2, bottom: p.y + height / 2 };
}

/**
 * Puts each name in the first of its places inside the map that covers no dot, no zoom button and no
 * name placed before it; hides the rest (hidden names leave the tab order too).
 */
function placeNames(map: LeafletMap, names: readonly NameMarker[], taken: readonly (Element | undefined)[]): void {
  const size = map.getSize();
  const origin = map.getContainer().getBoundingClientRect();
  const obstacles = taken.flatMap((element) => {
    const box = element?.getBoundingClientRect();
    return box ? [{ left: box.left - origin.left, right: box.right - origin.left, top: box.top - origin.top, bottom: box.bottom - origin.top }] : [];
  });
  const labels = names.map((n) => n.getElement()?.firstElementChild as HTMLElement | null | undefined);
  const candidates = names.map((n, i) => n.places.map((p) => boxAt(p.side, map.latLngToContainerPoint(p.at), labels[i]?.offsetWidth ?? 0, labels[i]?.offsetHeight ?? 0)));
  const chosen = placeLabels(candidates, { frame: { left: 0, top: 0, right: size.x, bottom: size.y }, obstacles });
  names.forEach((n, i) => {
    const label = labels[i];
    const place = n.places[chosen[i] ?? -1];
    if (!label) return;
    label.classList.toggle('region-map__name--hidden', !place);
    if (!place) return;
    n.setLatLng(place.at);
    label.dataset['side'] = place.side;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
