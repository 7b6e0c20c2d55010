// The build wraps Astro's splitAssetPath in a memo (src/integrations/asset-link-memo.ts). These tests
// run the transform on the installed Astro's own module, so an Astro upgrade that moves the function
// fails here and in the build rather than silently dropping the memo.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoizeAssetLinkSource } from '../../src/integrations/asset-link-memo';

const astroDir = join(createRequire(import.meta.url).resolve('astro/package.json'), '..');
const source = readFileSync(join(astroDir, 'dist/core/render/ssr-element.js'), 'utf8');

/** Astro's splitAssetPath as the server bundle gets it, lifted out of the module to call it. */
async function memoizedSplit(): Promise<(path: string) => { pathname: string; suffix: string }> {
  const code = memoizeAssetLinkSource(source).replace(/^import .*$/gm, '');
  const dir = mkdtempSync(join(tmpdir(), 'asset-link-memo-'));
  try {
    const file = join(dir, 'split.mjs');
    writeFileSync(file, `${code}\nexport { splitAssetPath as spokeSplit };\n`);
    return ((await import(pathToFileURL(file).href)) as { spokeSplit: (path: string) => { pathname: string; suffix: string } }).spokeSplit;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('memoised asset paths', () => {
  it('answers as Astro does, the same object for the same path', async () => {
    const split = await memoizedSplit();
    expect(split('/_astro/Default.CgP6.css')).toEqual({ pathname: '/_astro/Default.CgP6.css', suffix: '' });
    expect(split('_astro/x.js?v=1#a')).toEqual({ pathname: '_astro/x.js', suffix: '?v=1#a' });
    expect(split('/_astro/Default.CgP6.css')).toBe(split('/_astro/Default.CgP6.css'));
    expect(Object.isFrozen(split('/_astro/a.js'))).toBe(true);
  });

  it('refuses a module without the function it wraps', () => {
    expect(() => memoizeAssetLinkSource('export const nothing = 1;')).toThrow(/splitAssetPath/);
  });
});
