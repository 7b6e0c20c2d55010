// What `npm run ops:check -- <country>` checks of a country's Worker environment in wrangler.toml
// against the host configuration, and of its per-installation values. Pure: the command reads
// wrangler.toml, .ops/<country>.env and `wrangler secret list` and hands the results in here.
import type { HostConfig } from '../../src/domain/hosts.types';
import { isLocale, languageOf } from '../../src/domain/locales';
import { DEFAULT_RATE_POLICY } from '../../src/domain/public-api/rate-limit.rules';
import { checkSessionSecret } from '../../src/server/auth/session-secret.check';
import { OPTIONAL_VALUES, REQUIRED_SECRETS, type RequiredSecret } from './values';

/** The parts of a wrangler environment the checks read (wrangler's RawEnvironment has them all). */
export interface WorkerEnv {
  name?: string | undefined;
  compatibility_date?: string | undefined;
  routes?: readonly (string | { pattern: string; custom_domain?: boolean; zone_name?: string; zone_id?: string })[] | undefined;
  vars?: Record<string, unknown> | undefined;
  secrets?: { required?: readonly string[] | undefined } | undefined;
  r2_buckets?: readonly { binding: string; bucket_name?: string | undefined }[] | undefined;
  ratelimits?: readonly { name: string; namespace_id?: string; simple?: { limit: number; period: number } }[] | undefined;
  assets?: { binding?: string | undefined; directory?: string | undefined } | undefined;
  compatibility_flags?: readonly string[] | undefined;
}

export interface WorkerConfig extends WorkerEnv {
  env?: Record<string, WorkerEnv> | undefined;
}

/** What Cloudflare says about the Worker's secrets: their names, or why they could not be listed. */
export type RemoteSecrets = { kind: 'listed'; names: ReadonlySet<string> } | { kind: 'unknown'; reason: string };

export interface CountryCheckInput {
  country: string;
  config: WorkerConfig;
  hosts: readonly HostConfig[];
  /** Languages with a file in locales/ (en, de, ...). */
  localeLanguages: ReadonlySet<string>;
  /** Per-installation values found on this machine (environment, then `valuesFile`). */
  local: Readonly<Record<string, string>>;
  /** Where the operator keeps them: .ops/<country>.env. */
  valuesFile: string;
  remote: RemoteSecrets;
}

export type FindingState = 'ok' | 'missing' | 'unverified' | 'optional';

export interface Finding {
  state: FindingState;
  subject: string;
  detail: string;
}

// REPLACE_WITH_..., CHANGE_ME, TODO, <org>, example.com and the like: a value nobody filled in.
const PLACEHOLDER = /REPLACE|CHANGE[_-]?ME|\bTODO\b|FIXME|<[^<>]*>|\bexample\.(com|org|net)\b|\.example\b|\bx{3,}\b/i;

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value);
}

/** Every finding for the country, in the order the command prints them; an empty environment gives one. */
export function checkCountry(input: CountryCheckInput): Finding[] {
  const env = input.config.env?.[input.country];
  if (!env) {
    const known = Object.keys(input.config.env ?? {}).join(', ') || 'none';
    return [missing('environment', `wrangler.toml has no [env.${input.country}] (its countries: ${known}); copy another country's block`)];
  }
  const hostKey = typeof env.vars?.['DEFAULT_HOST'] === 'string' ? env.vars['DEFAULT_HOST'] : undefined;
  const host = input.hosts.find((candidate) => candidate.key === (hostKey ?? input.country));
  return [
    ...checkName(input, env),
    ...checkDefaultHost(input, hostKey, host),
    ...(host ? [...checkRoutes(input.country, env, host), ...checkLocales(host, input.localeLanguages)] : []),
    ...checkBindings(input, env),
    ...checkPlaceholders(input, env),
    ...checkSecrets(input, env),
    ...checkOptional(input),
  ];
}

function checkName(input: CountryCheckInput, env: WorkerEnv): Finding[] {
  if (!env.name) return [missing('Worker name', `[env.${input.country}] has no name (e.g. name = "spoke-${input.country}")`)];
  const others = otherEnvs(input).filter(([, other]) => other.name === env.name).map(([name]) => `[env.${name}]`);
  if (env.name === input.config.name) others.push('the top level');
  if (others.length > 0) return [missing('Worker name', `${env.name} is also the name of ${others.join(', ')}: each country is its own Worker`)];
  return [ok('Worker name', env.name)];
}

function checkDefaultHost(input: CountryCheckInput, hostKey: string | undefined, host: HostConfig | undefined): Finding[] {
  if (hostKey === undefined) return [missing('var DEFAULT_HOST', `[env.${input.country}.vars] has no DEFAULT_HOST (the host key in src/content/hosts, e.g. "${input.country}")`)];
  if (!host) return [missing('var DEFAULT_HOST', `"${hostKey}" is no host in src/content/hosts (hosts: ${input.hosts.map((h) => h.key).join(', ')})`)];
  return [ok('var DEFAULT_HOST', `${hostKey} (${host.sorg})`)];
}

function routeHost(route: string | { pattern: string }): string {
  const pattern = typeof route === 'string' ? route : route.pattern;
  return pattern.replace(/^https?:\/\//, '').replace(/\/.*$/, '').toLowerCase();
}

function checkRoutes(country: string, env: WorkerEnv, host: HostConfig): Finding[] {
  const routed = new Set((env.routes ?? []).map(routeHost));
  const findings = host.hostnames.map((hostname) =>
    routed.has(hostname)
      ? ok(`route ${hostname}`, 'routed to this Worker')
      : missing(`route ${hostname}`, `not routed: add { pattern = "${hostname}", custom_domain = true } to routes in [env.${country}]`),
  );
  for (const stray of [...routed].filter((name) => !host.hostnames.includes(name))) {
    findings.push(missing(`route ${stray}`, `routed here but no hostname of the ${host.key} host (src/content/hosts): remove it or add it to the host`));
  }
  return findings;
}

function checkLocales(host: HostConfig, languages: ReadonlySet<string>): Finding[] {
  const findings = host.languages.map(({ code }) => {
    if (!isLocale(code)) return missing(`locale ${code}`, `the ${host.key} host offers ${code}, which is no locale of src/domain/locales.ts`);
    const language = languageOf(code);
    if (!languages.has(language)) return missing(`locale ${code}`, `locales/${language}.json is missing`);
    return ok(`locale ${code}`, `locales/${language}.json`);
  });
  if (!host.languages.some(({ code }) => code === host.defaultLocale)) {
    findings.push(missing(`locale ${host.defaultLocale}`, `the ${host.key} host's default locale is not among its languages`));
  }
  return findings;
}

function checkBindings(input: CountryCheckInput, env: WorkerEnv): Finding[] {
  const { country, config } = input;
  const findings: Finding[] = [];
  const bucket = env.r2_buckets?.find((b) => b.binding === 'BLOB');
  if (!bucket?.bucket_name) {
    findings.push(missing('binding BLOB', `no R2 bucket: add [[env.${country}.r2_buckets]] binding = "BLOB", bucket_name = "spoke-${country}-blobs" and create it (npx wrangler r2 bucket create spoke-${country}-blobs)`));
  } else {
    const sharing = otherEnvs(input).filter(([, other]) => other.r2_buckets?.some((b) => b.bucket_name === bucket.bucket_name)).map(([name]) => `[env.${name}]`);
    findings.push(sharing.length > 0 ? missing('binding BLOB', `bucket ${bucket.bucket_name} is also used by ${sharing.join(', ')}: each country keeps its own files`) : ok('binding BLOB', `R2 bucket ${bucket.bucket_name}`));
  }
  findings.push(checkRateLimit(input, env));
  const assets = env.assets ?? config.assets;
  findings.push(assets?.binding === 'ASSETS' ? ok('binding ASSETS', 'static files of the build') : missing('binding ASSETS', '[assets] binding = "ASSETS" is missing: the Worker serves no static files'));
  const flags = env.compatibility_flags ?? config.compatibility_flags ?? [];
  findings.push(flags.includes('nodejs_compat') ? ok('flag nodejs_compat', 'set') : missing('flag nodejs_compat', 'compatibility_flags must hold "nodejs_compat"'));
  return findings;
}

function checkRateLimit(input: CountryCheckInput, env: WorkerEnv): Finding {
  const subject = 'binding PUBLIC_API_RATE_LIMIT';
  const limit = env.ratelimits?.find((r) => r.name === 'PUBLIC_API_RATE_LIMIT');
  const { quota, windowSeconds } = DEFAULT_RATE_POLICY;
  if (!limit?.namespace_id) return missing(subject, `add [[env.${input.country}.ratelimits]] name = "PUBLIC_API_RATE_LIMIT" with its own namespace_id and simple = { limit = ${quota}, period = ${windowSeconds} }`);
  if (limit.simple?.limit !== quota || limit.simple.period !== windowSeconds) return missing(subject, `simple must be { limit = ${quota}, period = ${windowSeconds} }, as DEFAULT_RATE_POLICY counts`);
  const sharing = [['top level', input.config] as const, ...otherEnvs(input)]
    .filter(([, other]) => other.ratelimits?.some((r) => r.namespace_id === limit.namespace_id))
    .map(([name]) => name);
  if (sharing.length > 0) return missing(subject, `namespace_id ${limit.namespace_id} is also used by ${sharing.join(', ')}: each country counts its own keys`);
  return ok(subject, `${quota} per ${windowSeconds} s, namespace ${limit.namespace_id}`);
}

function checkPlaceholders(input: CountryCheckInput, env: WorkerEnv): Finding[] {
  const { country } = input;
  const findings: Finding[] = [];
  for (const [path, value] of strings(env, `env.${country}`)) {
    if (isPlaceholder(value)) findings.push(missing(path, `"${value}" is a placeholder: per-installation values are secrets, kept out of wrangler.toml`));
  }
  for (const name of REQUIRED_SECRETS) {
    if (env.vars && name in env.vars) findings.push(missing(`var ${name}`, `${name} differs per installation: remove it from [env.${country}.vars]; it is a secret (${input.valuesFile})`));
  }
  return findings;
}

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
}

function checkSecrets(input: CountryCheckInput, env: WorkerEnv): Finding[] {
  const declared = new Set(env.secrets?.required ?? []);
  return REQUIRED_SECRETS.map((name) => {
    if (!declared.has(name)) return missing(`secret ${name}`, `[env.${input.country}.secrets] required does not name it, so wrangler would deploy without it`);
    return secretFinding(input, name);
  });
}

function secretFinding(input: CountryCheckInput, name: RequiredSecret): Finding {
  const subject = `secret ${name}`;
  const file = input.valuesFile;
  const value = input.local[name];
  const problem = value === undefined ? undefined : valueProblem(name, value);
  if (problem) return missing(subject, `${problem} (${file} or the environment)`);
  if (input.remote.kind === 'listed') {
    if (input.remote.names.has(name)) return ok(subject, 'set on Cloudflare');
    const send = value === undefined ? `npx wrangler secret put ${name} --env ${input.country}` : `npx wrangler secret bulk ${file} --env ${input.country}`;
    return missing(subject, `not set on Cloudflare: ${send}`);
  }
  if (value === undefined) return missing(subject, `not in ${file} nor in the environment, and not verified on Cloudflare (${input.remote.reason})`);
  return unverified(subject, `in ${file} or the environment; not verified on Cloudflare (${input.remote.reason})`);
}

/** Why a local value cannot serve a deployed Worker; undefined when it can. */
export function valueProblem(name: RequiredSecret, value: string): string | undefined {
  if (value.trim() === '') return `${name} is empty`;
  if (isPlaceholder(value)) return `${name} is a placeholder`;
  if (name === 'SESSION_SECRET') {
    const check = checkSessionSecret(value, true);
    return check.ok ? undefined : check.problem;
  }
  if (name === 'DATABASE_URL' || name === 'UPSTREAM_GRAPHQL_URL') {
    const url = URL.canParse(value) ? new URL(value) : null;
    const schemes = name === 'DATABASE_URL' ? ['libsql:', 'https:', 'wss:'] : ['https:'];
    if (!url || !schemes.includes(url.protocol)) return `${name} must be a ${schemes.join(' or ')} URL, not "${value}"`;
    if (/^(localhost|127\.|\[::1\]$)/.test(url.hostname)) return `${name} points at this machine (${url.host})`;
  }
  return undefined;
}

function checkOptional(input: CountryCheckInput): Finding[] {
  return OPTIONAL_VALUES.map(({ name, without }) => {
    const set = input.local[name] !== undefined || (input.remote.kind === 'listed' && input.remote.names.has(name));
    return set ? ok(`optional ${name}`, 'set') : { state: 'optional', subject: `optional ${name}`, detail: `not set: ${without}` };
  });
}

function otherEnvs(input: CountryCheckInput): [string, WorkerEnv][] {
  return Object.entries(input.config.env ?? {}).filter(([name]) => name !== input.country);
}

const ok = (subject: string, detail: string): Finding => ({ state: 'ok', subject, detail });
const missing = (subject: string, detail: string): Finding => ({ state: 'missing', subject, detail });
const unverified = (subject: string, detail: string): Finding => ({ state: 'unverified', subject, detail });
