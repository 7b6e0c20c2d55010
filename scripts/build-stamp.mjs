// Decides whether the Node build is stale: a hash of the path, size and mtime of every file the
// build reads, stored in <outDir>/.build-stamp after a successful build. Restarts skip the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_DIRS = ['src', 'db', 'upstream', 'locales', 'public'];
const SOURCE_FILES = ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];
const SKIP = /(^|\/)(node_modules|\.astro)$|\.db(-.*)?$|\.test\.tsx?$/;

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (SKIP.test(path)) continue;
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Hash of the sources under `root` as they are now. */
export function sourceStamp(root = '.') {
  const hash = createHash('sha256');
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => [...walk(join(root, dir))]),
    ...SOURCE_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ];
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function buildIsFresh(outDir, stamp) {
  const stampFile = join(outDir, '.build-stamp');
  if (!existsSync(join(outDir, 'server', 'entry.mjs')) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === stamp;
}

export function writeBuildStamp(outDir, stamp) {
  writeFileSync(join(outDir, '.build-stamp'), `${stamp}\n`);
}
