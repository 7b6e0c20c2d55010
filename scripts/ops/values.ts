// A country's per-installation values: Worker secrets that wrangler.toml names in
// [env.<country>.secrets] but never holds. On the operator's machine they live in the git-ignored
// .ops/<country>.env (KEY=value lines, the format `wrangler secret bulk` and `--secrets-file` read) or in
// the environment, which wins. docs/ops-cloudflare.md lists them.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';

export const REQUIRED_SECRETS = ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'UPSTREAM_GRAPHQL_URL', 'UPSTREAM_TOKEN', 'SESSION_SECRET'] as const;
export type RequiredSecret = (typeof REQUIRED_SECRETS)[number];

export const OPTIONAL_VALUES: readonly { name: string; without: string }[] = [
  { name: 'MAIL_API_URL', without: 'mail is logged and dropped (wrangler tail shows it)' },
  { name: 'MAIL_API_TOKEN', without: 'mail is sent to MAIL_API_URL without a bearer token' },
  { name: 'MAIL_FROM', without: 'mail goes out from "Spoke <no-reply@spoke.example>"' },
];

const NAMES: readonly string[] = [...REQUIRED_SECRETS, ...OPTIONAL_VALUES.map((value) => value.name)];

/** Where the operator keeps a country's values: .ops/ in the repository unless SPOKE_OPS_DIR names a folder. */
export function localValuesFile(country: string, environment: NodeJS.ProcessEnv = process.env): string {
  return join(environment['SPOKE_OPS_DIR'] || '.ops', `${country}.env`);
}

export interface LocalValues {
  values: Record<string, string>;
  /** Where each value came from: the file or "the environment". */
  sources: Record<string, string>;
}

/** The country's values from .ops/<country>.env, overridden by the environment's. */
export function readLocalValues(root: string, country: string, environment: NodeJS.ProcessEnv = process.env): LocalValues {
  const file = localValuesFile(country, environment);
  const path = resolve(root, file);
  const fromFile = existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {};
  const values: Record<string, string> = {};
  const sources: Record<string, string> = {};
  for (const name of NAMES) {
    const own = environment[name];
    const filed = fromFile[name];
    if (own !== undefined && own !== '') {
      values[name] = own;
      sources[name] = 'the environment';
    } else if (filed !== undefined) {
      values[name] = filed;
      sources[name] = file;
    }
  }
  return { values, sources };
}
