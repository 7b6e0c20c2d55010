// The repository explains itself: comments and documents cite files a clone contains
// (docs/architecture.md, docs/requirements.md, docs/decisions/NNNN-...), with anchors that exist,
// and code in src gives reasons, not a tracker's issue numbers (a reader of a clone cannot open them).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = ['src', 'db', 'upstream', 'scripts', 'tests', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'migrations', 'dist', 'dist-edge', 'data', 'test-results', '.bench']);
const TEXT = /\.(?:ts|tsx|mts|mjs|js|astro|css|graphql|md|json|sql)$/;
const SELF = 'tests/unit/repository-citations.test.ts';

function walk(path: string, out: string[]): string[] {
  if (!existsSync(path)) return out;
  if (statSync(path).isFile()) {
    if (TEXT.test(path)) out.push(path);
    return out;
  }
  for (const name of readdirSync(path)) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
    walk(join(path, name), out);
  }
  return out;
}

const files = SCANNED.flatMap((p) => walk(join(ROOT, p), []))
  .map((abs) => ({ path: relative(ROOT, abs).split('\\').join('/'), text: readFileSync(abs, 'utf8') }))
  .filter((f) => f.path !== SELF);

interface Hit {
  file: string;
  line: number;
  text: string;
}

function hits(pattern: RegExp, inFiles: typeof files): Hit[] {
  const found: Hit[] = [];
  for (const f of inFiles) {
    f.text.split('\n').forEach((line, i) => {
      pattern.lastIndex = 0;
      if (pattern.test(line)) found.push({ file: f.path, line: i + 1, text: line.trim() });
    });
  }
  return found;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    anchors.add(m[1]!.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s/g, '-'));
  }
  return anchors;
}

describe('citations inside the repository', () => {
  it('cites no document a clone does not contain (the shared spec, ARCHITECTURE.md, ../shared)', () => {
    const outside = [
      /(?<![\w/])ARCHITECTURE\.md/,
      /\b(?:core|dealer-services)\.md\b/i,
      /\bspec\/[\w-]+\.md\b/,
      /\.\.\/shared\b/,
    ];
    const found = outside.flatMap((p) => hits(p, files));
    expect(found, 'cite docs/architecture.md#…, docs/requirements.md#… or docs/decisions/NNNN-… instead').toEqual([]);
  });

  it('every cited docs/… file exists, and every cited anchor is a heading of it', () => {
    const broken: string[] = [];
    for (const f of files) {
      for (const m of f.text.matchAll(/\bdocs\/((?:decisions\/)?[\w.-]+\.md)(?:#([\w-]+))?/g)) {
        const target = join(ROOT, 'docs', m[1]!);
        if (!existsSync(target)) {
          broken.push(`${f.path}: docs/${m[1]} does not exist`);
          continue;
        }
        if (m[2] && !anchorsOf(readFileSync(target, 'utf8')).has(m[2])) broken.push(`${f.path}: docs/${m[1]}#${m[2]} has no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('links between documents under docs/ resolve', () => {
    const broken: string[] = [];
    for (const f of files.filter((x) => x.path.endsWith('.md'))) {
      for (const m of f.text.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (!existsSync(resolve(ROOT, dirname(f.path), m[1]!))) broken.push(`${f.path}: ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('code in src explains itself by reasons, not by issue numbers', () => {
    const found = hits(/issue \d+/i, files.filter((f) => f.path.startsWith('src/')));
    expect(found, 'say why instead of "issue N": the tracker is not in the repository').toEqual([]);
  });
});
