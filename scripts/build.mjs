#!/usr/bin/env node
// Builds one target: `node` (the embedded default, dist/) or `edge` (the Cloudflare Worker,
// dist-edge/). The Worker is built for one country at a time: the Cloudflare Vite plugin flattens
// `[env.<country>]` of wrangler.toml into the generated dist-edge/server/wrangler.json, which then
// only runs and deploys as that environment. Pick it with `npm run build:edge -- us` or CLOUDFLARE_ENV.
// SPOKE_OUT_DIR overrides the output folder.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const OFFLINE = {
  ASTRO_TELEMETRY_DISABLED: '1',
  ASTRO_DISABLE_UPDATE_CHECK: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

// The Worker's per-installation values (wrangler.toml [secrets] and the optional mail settings).
const PER_INSTALLATION = ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'UPSTREAM_GRAPHQL_URL', 'UPSTREAM_TOKEN', 'SESSION_SECRET', 'MAIL_API_URL', 'MAIL_API_TOKEN', 'MAIL_FROM'];

const [target, country = process.env.CLOUDFLARE_ENV] = process.argv.slice(2);
if (target !== 'node' && target !== 'edge') {
  console.error('usage: node scripts/build.mjs node|edge [country]');
  process.exit(2);
}

const edge = target === 'edge';
const outDir = resolve(process.env.SPOKE_OUT_DIR ?? (edge ? 'dist-edge' : 'dist'));
const env = {
  ...process.env,
  ...OFFLINE,
  SPOKE_TARGET: edge ? 'edge' : 'node',
  SPOKE_OUT_DIR: outDir,
  ...(edge && country ? { CLOUDFLARE_ENV: country } : {}),
};
if (!edge || !country) delete env.CLOUDFLARE_ENV;
// The Cloudflare Vite plugin copies every secret wrangler.toml names that it finds in the environment
// into <out>/server/.dev.vars: an operator's shell holding a country's values must not leave them on disk.
if (edge) for (const name of PER_INSTALLATION) delete env[name];

const started = Date.now();
const astro = resolve('node_modules/astro/bin/astro.mjs');
const child = spawn(process.execPath, [astro, 'build'], { stdio: 'inherit', env });
child.on('exit', (code, signal) => {
  if (code !== 0) {
    console.error(`astro build (${target}) failed: ${signal ?? `exit ${code}`}`);
    process.exit(code ?? 1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const what = edge ? `Worker${country ? ` for env "${country}"` : ' (no country env)'}` : 'Node server';
  console.log(`\nBuilt the ${what} in ${seconds}s: ${outDir}`);
  // `npm start` builds on its way to starting the server itself: no instructions then.
  if (process.env.SPOKE_BUILD_FOR_START) return;
  if (edge) {
    const flag = country ? ` --env ${country}` : '';
    console.log(country ? `Run it:    npm run dev:edge -- ${country} --dist ${outDir}` : `Run it:    npx wrangler dev --config ${outDir}/server/wrangler.json (its values in .dev.vars)`);
    if (country) console.log(`Deploy it: npx wrangler deploy --config ${outDir}/server/wrangler.json${flag}`);
  } else {
    console.log(`Run it:    node ${outDir}/server/serve.mjs`);
  }
});
