// Detail paths of products (docs/requirements.md#catalogue: /catalog/bike/{slug}, /catalog/paa/{slug}, /catalog/{slug}).
export function detailPath(type: string, slug: string): string {
  if (type === 'Bike') return `/catalog/bike/${slug}`;
  if (type === 'PAA') return `/catalog/paa/${slug}`;
  return `/catalog/${slug}`;
}

/** The generated drawing of a product image key (served by /api/images with long cache lifetimes). */
export function imageUrl(key: string | null | undefined, width = 480): string | null {
  if (!key) return null;
  return `/api/images/${key.replace(/\.[a-z]+$/, '')}.svg?w=${width}`;
}
