// Two of Astro's per-request steps give the same answer for the same input every time, and a build
// has only a few dozen inputs (issue 19's profile of a signed-in page):
// - createAssetLink parses each stylesheet's and island's path with `new URL`: some sixteen parses a
//   page, about 3 % of its CPU;
// - the CSP hashes every stylesheet link and inline script of the route with crypto.subtle.digest:
//   an encoding, a digest and a promise each, some 2-3 %.
// This plugin wraps both functions in a memo when the server is bundled (Node and Workers alike). If
// Astro renames one, the build fails here instead of the memo quietly going away.
import type { Plugin } from 'vite';

interface Patch {
  readonly module: RegExp;
  readonly original: string;
  readonly renamed: string;
  readonly memo: string;
}

const SPLIT_ASSET_PATH: Patch = {
  module: /[\\/]astro[\\/]dist[\\/]core[\\/]render[\\/]ssr-element\.js$/,
  original: 'function splitAssetPath(path) {',
  renamed: 'function splitAssetPathUncached(path) {',
  memo: `
const spokeSplitMemo = new Map();
function splitAssetPath(path) {
  let split = spokeSplitMemo.get(path);
  if (split === undefined) {
    split = Object.freeze(splitAssetPathUncached(path));
    if (spokeSplitMemo.size < 512) spokeSplitMemo.set(path, split);
  }
  return split;
}
`,
};

// CSP hashes are of public page content (the route's scripts and styles), never of secrets; the
// promise is kept, so requests arriving together share the first digest.
const CSP_DIGEST: Patch = {
  module: /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/,
  original: 'async function generateCspDigest(data, algorithm) {',
  renamed: 'async function generateCspDigestUncached(data, algorithm) {',
  memo: `
const spokeDigestMemo = new Map();
function generateCspDigest(data, algorithm) {
  let byData = spokeDigestMemo.get(algorithm);
  if (byData === undefined) spokeDigestMemo.set(algorithm, (byData = new Map()));
  let digest = byData.get(data);
  if (digest === undefined) {
    digest = generateCspDigestUncached(data, algorithm);
    if (byData.size >= 512) byData.clear();
    byData.set(data, digest);
    digest.catch(() => byData.delete(data));
  }
  return digest;
}
`,
};

export const ASTRO_PATCHES: readonly Patch[] = [SPLIT_ASSET_PATH, CSP_DIGEST];

export function memoizeAstroSource(code: string, patch: Patch): string {
  if (!code.includes(patch.original)) throw new Error(`spoke:astro-render-memo: Astro's module no longer has "${patch.original}"`);
  return `${code.replace(patch.original, patch.renamed)}${patch.memo}`;
}

export function astroRenderMemo(): Plugin {
  return {
    name: 'spoke:astro-render-memo',
    apply: 'build',
    transform(code, id) {
      const patch = ASTRO_PATCHES.find((p) => p.module.test(id));
      return patch ? { code: memoizeAstroSource(code, patch), map: null } : null;
    },
  };
}
