// What the ops commands read besides the country's values: wrangler.toml as written (read by wrangler's
// own parser, without the build's deploy redirect), the locale files, and the Worker's secret names as
// Cloudflare lists them.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RemoteSecrets, WorkerConfig, WorkerEnv } from './check.rules';

export const ROOT = resolve(import.meta.dirname, '../..');
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
export const OFFLINE_ENV = {
  ASTRO_TELEMETRY_DISABLED: '1',
  ASTRO_DISABLE_UPDATE_CHECK: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export function wranglerToml(root = ROOT): string {
  return join(root, 'wrangler.toml');
}

/** wrangler.toml as written; wrangler is loaded here, not at start, as it takes a second or two. */
export async function readWorkerConfig(configPath = wranglerToml()): Promise<WorkerConfig> {
  const { experimental_readRawConfig } = await import('wrangler');
  return experimental_readRawConfig({ config: configPath }).rawConfig as WorkerConfig;
}

/** The country's environment, or a sentence naming the countries there are. */
export function countryEnv(config: WorkerConfig, country: string): WorkerEnv | string {
  const env = config.env?.[country];
  if (env) return env;
  return `wrangler.toml has no [env.${country}]; its countries are ${Object.keys(config.env ?? {}).join(', ') || 'none'}`;
}

export function localeLanguages(root = ROOT): Set<string> {
  return new Set(readdirSync(join(root, 'locales')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length)));
}

/** `wrangler secret list` for the country; when it cannot answer (not logged in, no Worker yet), why. */
export async function listRemoteSecrets(country: string, configPath = wranglerToml(), timeoutMs = 20_000): Promise<RemoteSecrets> {
  const child = spawn(process.execPath, [WRANGLER, 'secret', 'list', '--config', configPath, '--env', country, '--format', 'json'], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  if (code === 0) {
    const listed = parseSecretList(stdout);
    if (listed) return { kind: 'listed', names: listed };
  }
  return { kind: 'unknown', reason: whyNotListed(`${stdout}\n${stderr}`, code) };
}

function parseSecretList(output: string): Set<string> | null {
  const start = output.indexOf('[');
  if (start < 0) return null;
  try {
    const rows = JSON.parse(output.slice(start)) as { name?: unknown }[];
    return new Set(rows.map((row) => row.name).filter((name): name is string => typeof name === 'string'));
  } catch {
    return null;
  }
}

/** Wrangler's failure in a few words; its messages are in the output, coloured. */
export function whyNotListed(output: string, code: number | null): string {
  const text = output.replace(/\u001b\[[0-9;]*m/g, '');
  if (code === null) return 'wrangler secret list did not answer in time';
  if (/CLOUDFLARE_API_TOKEN|not authenticated|wrangler login|not logged in/i.test(text)) return 'not logged in to Cloudflare: npx wrangler login';
  if (/\b10007\b|does not exist|could not be found|not found/i.test(text)) return 'the Worker does not exist yet; its first deploy sends them with --secrets-file';
  const line = text.split('\n').map((l) => l.replace(/^[✘▲\s]*(\[ERROR\])?\s*/, '').trim()).find((l) => l.length > 0);
  return `wrangler secret list failed: ${line ?? `exit ${code}`}`;
}
