import { describe, expect, it } from 'vitest';
import { isFlagOn, parseFeatureFlags } from '../../src/domain/feature-flags';

describe('feature flags', () => {
  it('parses a comma or space separated list and ignores unknown names', () => {
    const flags = parseFeatureFlags(' news, MERGE_MENU_CATALOG  BOGUS,,WEB_MANIFEST');
    expect(flags).toEqual({ NEWS: true, MERGE_MENU_CATALOG: true, WEB_MANIFEST: true });
  });

  it('treats a missing list or flag as off', () => {
    expect(parseFeatureFlags(undefined)).toEqual({});
    expect(isFlagOn(undefined, 'NEWS')).toBe(false);
    expect(isFlagOn({ NEWS: false }, 'NEWS')).toBe(false);
    expect(isFlagOn({ NEWS: true }, 'NEWS')).toBe(true);
  });
});
