/** Feature flags named by the spec (docs/requirements.md#feature-flags). Unknown names are ignored, never guessed. */
export const FEATURE_FLAGS = [
  'WEB_MANIFEST',
  'WEB_NOTIFICATION',
  'CATALOG_REDESIGN',
  'CATALOG_REDESIGN_APP_BAR',
  'NEW_CUSTOMER_SELECTION_LIST',
  'CART_COUNT_TOTAL_QTY',
  'CUSTOM_URL_TO_HIDE_NEW_INQUIRY',
  'MERGE_MENU_CATALOG',
  'NEWS',
  'MARIN_PREVIEW_PAGE',
  'MOUSEFLOW',
  'MATOMO',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Flags that are on; a missing flag is off. */
export type FeatureFlags = Readonly<Partial<Record<FeatureFlag, boolean>>>;

const KNOWN: ReadonlySet<string> = new Set(FEATURE_FLAGS);

export function isFeatureFlag(name: string): name is FeatureFlag {
  return KNOWN.has(name);
}

export function isFlagOn(flags: FeatureFlags | undefined, flag: FeatureFlag): boolean {
  return flags?.[flag] === true;
}

/** Reads a comma- or space-separated list such as `NEWS, MERGE_MENU_CATALOG` (host config or env). */
export function parseFeatureFlags(list: string | undefined): FeatureFlags {
  const flags: Partial<Record<FeatureFlag, boolean>> = {};
  for (const raw of (list ?? '').split(/[\s,]+/)) {
    const name = raw.trim().toUpperCase();
    if (isFeatureFlag(name)) flags[name] = true;
  }
  return flags;
}
