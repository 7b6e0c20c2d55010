// `wrangler deploy --dry-run` of every country in wrangler.toml, offline: wrangler validates the
// country's configuration with the built bundle and reports its size, held under Cloudflare's 3 MB
// (gzip) limit. The bundle is the same code for every country: `npm run build:edge -- <country>` only
// flattens [env.<country>] into the build's wrangler.json, which this test does for each country the
// same way, from the us build (or SPOKE_WORKER_DIST).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { hostByKey } from '../../src/content/hosts';
import { buildWorker } from '../../scripts/edge/processes';
import { readWorkerConfig } from '../../scripts/ops/config';

const root = resolve(import.meta.dirname, '../..');
const node = resolve(root, 'node_modules/.bin/node');
const MAX_GZIP_KIB = 3 * 1024;

let tmp = '';
let distDir = '';
let built: Record<string, unknown> = {};

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'spoke-deploy-'));
  distDir = process.env.SPOKE_WORKER_DIST ?? join(tmp, 'dist');
  if (!process.env.SPOKE_WORKER_DIST) await buildWorker(distDir, 'us');
  built = JSON.parse(readFileSync(join(distDir, 'server/wrangler.json'), 'utf8')) as Record<string, unknown>;
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The build's wrangler.json as `npm run build:edge -- <country>` would write it: each field from [env.<country>]. */
function configFor(country: string): Record<string, unknown> {
  const resolved = unstable_readConfig({ config: join(root, 'wrangler.toml'), env: country }, { hideWarnings: true }) as unknown as Record<string, unknown>;
  const own = { main: join(distDir, 'server', String(built['main'])), assets: { ...(resolved['assets'] as object), directory: join(distDir, 'client') } };
  return Object.fromEntries(Object.keys(built).map((key) => [key, key in own ? own[key as keyof typeof own] : key === 'no_bundle' || key === 'rules' ? built[key] : resolved[key]]));
}

async function dryRun(country: string): Promise<string> {
  const dir = join(tmp, country);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'wrangler.json'), JSON.stringify(configFor(country)));
  const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
  const { stdout } = await promisify(execFile)(node, [wrangler, 'deploy', '--dry-run', '--config', join(dir, 'wrangler.json'), '--outdir', join(dir, 'out')], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

describe('wrangler deploy --dry-run of every country', () => {
  it('flattens a country the way the build does (checked on the us build itself)', () => {
    const flattened = configFor('us');
    for (const key of ['name', 'vars', 'routes', 'secrets', 'r2_buckets', 'ratelimits', 'targetEnvironment', 'compatibility_date', 'compatibility_flags']) {
      expect(flattened[key], key).toEqual(built[key]);
    }
  });

  it('passes for each country with its own bindings and routes, the bundle under 3 MB gzip', async () => {
    const countries = Object.keys((await readWorkerConfig()).env ?? {});
    expect(countries.length).toBeGreaterThan(0);
    for (const country of countries) {
      const output = await dryRun(country);
      const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
      expect(size, `${country}: no size in\n${output.slice(-2_000)}`).not.toBeNull();
      const gzipKiB = Number(size?.[2]);
      console.log(`deploy --dry-run --env ${country}: ${size?.[1]} KiB, gzip ${gzipKiB} KiB`);
      expect(gzipKiB, country).toBeLessThan(MAX_GZIP_KIB);
      expect(output).toContain(`env.BLOB (spoke-${country}-blobs)`);
      expect(output).toContain(`env.DEFAULT_HOST ("${country}")`);
      const routes = configFor(country)['routes'] as { pattern: string }[];
      expect(routes.map((route) => route.pattern).sort()).toEqual([...(hostByKey(country)?.hostnames ?? ['(no host)'])].sort());
    }
  }, 180_000);
});
