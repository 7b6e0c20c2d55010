// Country names in the reader's language from their ISO 3166 codes (Intl.DisplayNames), ordered as
// that language sorts them. The ERP's English name stays for a code the runtime cannot name.

export interface NamedRegion {
  readonly id: string;
  readonly name: string;
}

export function regionsIn<T extends NamedRegion>(lang: string, regions: readonly T[]): T[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const named = regions.map((region) => {
    let name: string | undefined;
    try {
      name = /^[A-Z]{2}$/.test(region.id) ? names?.of(region.id) : undefined;
    } catch {
      name = undefined;
    }
    return { ...region, name: name ?? region.name };
  });
  const collator = new Intl.Collator([lang]);
  return named.sort((a, b) => collator.compare(a.name, b.name));
}
