// `npm start` rebuilds only when a source changed; a wrong answer means either a slow restart or
// a server running stale code.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsFresh, sourceStamp, writeBuildStamp } from '../../scripts/build-stamp.mjs';

let root = '';
let outDir = '';

function write(path: string, content: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

function build(): void {
  write('dist/server/entry.mjs', 'export {};');
  writeBuildStamp(outDir, sourceStamp(root));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'spoke-stamp-'));
  outDir = join(root, 'dist');
  write('package.json', '{}');
  write('src/pages/index.astro', '<h1>Spoke</h1>');
  write('db/schema/identity.ts', 'export {};');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('build stamp', () => {
  it('finds the build fresh when nothing changed since it was made', () => {
    build();
    expect(buildIsFresh(outDir, sourceStamp(root))).toBe(true);
  });

  it('finds the build stale after a source file is edited', () => {
    build();
    write('src/pages/index.astro', '<h1>Spoke portal</h1>');
    expect(buildIsFresh(outDir, sourceStamp(root))).toBe(false);
  });

  it('finds the build stale when a file is touched without a size change', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'db/schema/identity.ts'), later, later);
    expect(buildIsFresh(outDir, sourceStamp(root))).toBe(false);
  });

  it('finds the build stale when a source file is added', () => {
    build();
    write('src/pages/login.astro', '<form></form>');
    expect(buildIsFresh(outDir, sourceStamp(root))).toBe(false);
  });

  it('ignores local databases and tests placed among the sources', () => {
    build();
    write('db/portal.db', 'sqlite');
    write('src/domain/price.rules.test.ts', 'test');
    expect(buildIsFresh(outDir, sourceStamp(root))).toBe(true);
  });

  it('finds the build stale when the server entry is missing although the stamp matches', () => {
    build();
    rmSync(join(outDir, 'server/entry.mjs'));
    expect(buildIsFresh(outDir, sourceStamp(root))).toBe(false);
  });
});
