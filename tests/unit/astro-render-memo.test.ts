// The build wraps two of Astro's per-request functions in a memo (src/integrations/astro-render-memo.ts).
// These tests run the transform on the installed Astro's own modules, so an Astro upgrade that moves
// either function fails here and in the build rather than silently dropping the memo.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ASTRO_PATCHES, memoizeAstroSource } from '../../src/integrations/astro-render-memo';

const astroDir = join(createRequire(import.meta.url).resolve('astro/package.json'), '..');
const [splitPatch, digestPatch] = ASTRO_PATCHES;

/** Astro's module with the patch applied, imported from beside the original so its imports resolve. */
async function patched<T>(relative: string, patch: (typeof ASTRO_PATCHES)[number] | undefined): Promise<T> {
  if (!patch) throw new Error('missing patch');
  const original = join(astroDir, 'dist', relative);
  const file = join(original, '..', `.spoke-memo-test-${process.pid}.mjs`);
  writeFileSync(file, memoizeAstroSource(readFileSync(original, 'utf8'), patch));
  try {
    return (await import(pathToFileURL(file).href)) as T;
  } finally {
    rmSync(file, { force: true });
  }
}

describe('memoised asset paths', () => {
  it('answers as Astro does, the same object for the same path', async () => {
    const code = memoizeAstroSource(readFileSync(join(astroDir, 'dist/core/render/ssr-element.js'), 'utf8'), splitPatch!).replace(/^import .*$/gm, '');
    const dir = mkdtempSync(join(tmpdir(), 'astro-render-memo-'));
    const file = join(dir, 'split.mjs');
    writeFileSync(file, `${code}\nexport { splitAssetPath as spokeSplit };\n`);
    try {
      const { spokeSplit: split } = (await import(pathToFileURL(file).href)) as { spokeSplit: (path: string) => { pathname: string; suffix: string } };
      expect(split('/_astro/Default.CgP6.css')).toEqual({ pathname: '/_astro/Default.CgP6.css', suffix: '' });
      expect(split('_astro/x.js?v=1#a')).toEqual({ pathname: '_astro/x.js', suffix: '?v=1#a' });
      expect(split('/_astro/Default.CgP6.css')).toBe(split('/_astro/Default.CgP6.css'));
      expect(Object.isFrozen(split('/_astro/a.js'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('memoised CSP digests', () => {
  it('answers with the digest Astro computes, once per text and algorithm', async () => {
    const { generateCspDigest } = await patched<{ generateCspDigest: (data: string, algorithm: string) => Promise<string> }>('core/encryption.js', digestPatch);
    const script = 'customElements.define("astro-island", class extends HTMLElement {});';
    const expected = `sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))).toString('base64')}`;
    const first = generateCspDigest(script, 'SHA-256');
    expect(generateCspDigest(script, 'SHA-256')).toBe(first);
    expect(await first).toBe(expected);
    expect(await generateCspDigest('', 'SHA-256')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(await generateCspDigest(script, 'SHA-384')).toMatch(/^sha384-/);
  });

  it('refuses a module without the function it wraps', () => {
    for (const patch of ASTRO_PATCHES) expect(() => memoizeAstroSource('export const nothing = 1;', patch)).toThrow(/no longer has/);
  });
});
