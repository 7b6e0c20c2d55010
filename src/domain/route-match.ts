// Precompiled matcher for the route table: static paths by map lookup, dynamic patterns by
// segment count in precedence order (a static segment beats a parameter at the same position).
import type { RouteDef, RouteMatch } from './route.types';

interface Segment {
  readonly text: string;
  readonly param: string | null;
}

interface Variant {
  readonly route: RouteDef;
  readonly segments: readonly Segment[];
  /** Optional parameters left out by this variant; fewer wins a tie. */
  readonly omitted: number;
  readonly order: number;
}

export interface RouteMatcher {
  match(path: string): RouteMatch | null;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});

export function splitPath(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.split('/').filter((s) => s !== '');
}

/** Expands `/a/:x?/:y` into `/a/:x/:y` and `/a/:y`. */
function variantsOf(route: RouteDef, order: number): Variant[] {
  let variants: { segments: Segment[]; omitted: number }[] = [{ segments: [], omitted: 0 }];
  for (const raw of route.pattern.split('/').filter(Boolean)) {
    const optional = raw.startsWith(':') && raw.endsWith('?');
    const name = raw.startsWith(':') ? raw.slice(1).replace(/\?$/, '') : null;
    const segment: Segment = { text: raw, param: name };
    const withIt = variants.map((v) => ({ segments: [...v.segments, segment], omitted: v.omitted }));
    const without = optional ? variants.map((v) => ({ segments: v.segments, omitted: v.omitted + 1 })) : [];
    variants = [...withIt, ...without];
  }
  return variants.map((v) => ({ route, order, ...v }));
}

function precedence(a: Variant, b: Variant): number {
  for (let i = 0; i < a.segments.length; i++) {
    const pa = a.segments[i]?.param !== null;
    const pb = b.segments[i]?.param !== null;
    if (pa !== pb) return pa ? 1 : -1;
  }
  return a.omitted - b.omitted || a.order - b.order;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function tryVariant(variant: Variant, parts: readonly string[]): RouteMatch | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const seg = variant.segments[i];
    const part = parts[i];
    if (seg === undefined || part === undefined) return null;
    if (seg.param === null) {
      if (seg.text !== part) return null;
      continue;
    }
    const value = decode(part);
    if (value === null || value === '') return null;
    params[seg.param] = value;
  }
  return { route: variant.route, params };
}

export function compileRoutes(routes: readonly RouteDef[]): RouteMatcher {
  const statics = new Map<string, RouteDef>();
  const dynamic = new Map<number, Variant[]>();
  routes.forEach((route, order) => {
    for (const variant of variantsOf(route, order)) {
      if (variant.segments.every((s) => s.param === null)) {
        const key = '/' + variant.segments.map((s) => s.text).join('/');
        if (!statics.has(key)) statics.set(key, route);
        continue;
      }
      const list = dynamic.get(variant.segments.length) ?? [];
      list.push(variant);
      dynamic.set(variant.segments.length, list);
    }
  });
  for (const list of dynamic.values()) list.sort(precedence);

  return {
    match(path) {
      const parts = splitPath(path);
      const hit = statics.get('/' + parts.join('/'));
      if (hit) return { route: hit, params: EMPTY };
      for (const variant of dynamic.get(parts.length) ?? []) {
        const found = tryVariant(variant, parts);
        if (found) return found;
      }
      return null;
    },
  };
}
