// Astro builds every stylesheet link and island URL of a page with createAssetLink, which parses the
// file's path with `new URL` on each request: some sixteen parses a signed-in page, about 3 % of its
// CPU (issue 19). The answer depends on the path alone, and a build has a few dozen paths, so this
// plugin wraps Astro's splitAssetPath in a memo when the server is bundled. If Astro renames the
// function the build fails here instead of the memo quietly going away.
import type { Plugin } from 'vite';

const MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]render[\\/]ssr-element\.js$/;
const ORIGINAL = 'function splitAssetPath(path) {';

/** The memo appended to Astro's module; bounded, as paths come from the build manifest alone. */
const MEMO = `
const spokeSplitMemo = new Map();
function splitAssetPath(path) {
  let split = spokeSplitMemo.get(path);
  if (split === undefined) {
    split = Object.freeze(splitAssetPathUncached(path));
    if (spokeSplitMemo.size < 512) spokeSplitMemo.set(path, split);
  }
  return split;
}
`;

export function memoizeAssetLinkSource(code: string): string {
  if (!code.includes(ORIGINAL)) throw new Error(`spoke:asset-link-memo: Astro's ssr-element.js no longer has "${ORIGINAL}"`);
  return `${code.replace(ORIGINAL, 'function splitAssetPathUncached(path) {')}${MEMO}`;
}

export function assetLinkMemo(): Plugin {
  return {
    name: 'spoke:asset-link-memo',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      return { code: memoizeAssetLinkSource(code), map: null };
    },
  };
}
