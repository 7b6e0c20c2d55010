// `npm run ops:check -- <country>`: a country's Worker configuration against its host, in one run.
import { describe, expect, it } from 'vitest';
import { hostByKey, HOSTS } from '../../src/content/hosts';
import { checkCountry, type CountryCheckInput, type Finding, type WorkerConfig, type WorkerEnv } from '../../scripts/ops/check.rules';
import { readWorkerConfig, whyNotListed } from '../../scripts/ops/config';
import { REQUIRED_SECRETS } from '../../scripts/ops/values';

const US = hostByKey('us');
if (!US) throw new Error('no us host');

function usEnv(): WorkerEnv {
  return {
    name: 'spoke-us',
    routes: US!.hostnames.map((pattern) => ({ pattern, custom_domain: true })),
    vars: { DEFAULT_HOST: 'us' },
    secrets: { required: [...REQUIRED_SECRETS] },
    r2_buckets: [{ binding: 'BLOB', bucket_name: 'spoke-us-blobs' }],
    ratelimits: [{ name: 'PUBLIC_API_RATE_LIMIT', namespace_id: '1002', simple: { limit: 300, period: 60 } }],
  };
}

function config(env: WorkerEnv = usEnv(), others: Record<string, WorkerEnv> = {}): WorkerConfig {
  return { name: 'spoke', assets: { binding: 'ASSETS', directory: './dist-edge/client' }, compatibility_flags: ['nodejs_compat'], env: { us: env, ...others } };
}

const VALID_VALUES = {
  DATABASE_URL: 'libsql://spoke-us-acme.turso.io',
  DATABASE_AUTH_TOKEN: 'eyJhbGciOiJFZERTQSJ9.token',
  UPSTREAM_GRAPHQL_URL: 'https://erp.acme-bikes.com/us/graphql',
  UPSTREAM_TOKEN: 'gateway-token',
  SESSION_SECRET: 'k3P9x2Lm7Qv8Rt1Zs4Nw6Yb0Hc5Jd2Fg8Ue3Ai7Oo',
};

function run(overrides: Partial<CountryCheckInput> = {}): Finding[] {
  return checkCountry({
    country: 'us',
    config: config(),
    hosts: HOSTS,
    localeLanguages: new Set(['en', 'de', 'fr', 'id', 'ms']),
    local: VALID_VALUES,
    valuesFile: '.ops/us.env',
    remote: { kind: 'unknown', reason: 'not logged in to Cloudflare: npx wrangler login' },
    ...overrides,
  });
}

const missing = (findings: Finding[]) => findings.filter((finding) => finding.state === 'missing');
const about = (findings: Finding[], subject: string) => findings.find((finding) => finding.subject === subject);

describe('ops:check', () => {
  it('passes a complete country, naming the secrets it could not verify on Cloudflare', () => {
    const findings = run();
    expect(missing(findings)).toEqual([]);
    expect(findings.filter((f) => f.state === 'unverified').map((f) => f.subject)).toEqual(REQUIRED_SECRETS.map((name) => `secret ${name}`));
    expect(about(findings, 'secret SESSION_SECRET')?.detail).toContain('not logged in');
  });

  it('names a hostname of the country host that is not routed to its Worker, with the line to add', () => {
    const env = { ...usEnv(), routes: [{ pattern: 'dealer.spoke-bikes.com', custom_domain: true }] };
    const problems = missing(run({ config: config(env) }));
    expect(problems).toEqual([
      { state: 'missing', subject: 'route dealer-us.spoke-bikes.com', detail: expect.stringContaining('{ pattern = "dealer-us.spoke-bikes.com", custom_domain = true }') },
    ]);
  });

  it('refuses a route to a hostname of another country', () => {
    const env = { ...usEnv(), routes: [...(usEnv().routes ?? []), 'dealer.spoke-bikes.de/*'] };
    expect(missing(run({ config: config(env) })).map((f) => f.subject)).toEqual(['route dealer.spoke-bikes.de']);
  });

  it('names a missing R2 binding and a bucket shared with another country', () => {
    const withoutBucket = { ...usEnv(), r2_buckets: [] };
    expect(missing(run({ config: config(withoutBucket) })).map((f) => f.subject)).toEqual(['binding BLOB']);
    const de = { ...usEnv(), name: 'spoke-de', vars: { DEFAULT_HOST: 'de' }, ratelimits: [{ name: 'PUBLIC_API_RATE_LIMIT', namespace_id: '1003', simple: { limit: 300, period: 60 } }] };
    const shared = missing(run({ config: config(usEnv(), { de }) }));
    expect(shared.map((f) => f.subject)).toEqual(['binding BLOB']);
    expect(shared[0]?.detail).toContain('[env.de]');
  });

  it('names a missing rate-limit binding and one counted with another country', () => {
    expect(missing(run({ config: config({ ...usEnv(), ratelimits: [] }) })).map((f) => f.subject)).toEqual(['binding PUBLIC_API_RATE_LIMIT']);
    const de = { ...usEnv(), name: 'spoke-de', vars: { DEFAULT_HOST: 'de' }, r2_buckets: [{ binding: 'BLOB', bucket_name: 'spoke-de-blobs' }] };
    expect(missing(run({ config: config(usEnv(), { de }) })).map((f) => f.subject)).toEqual(['binding PUBLIC_API_RATE_LIMIT']);
  });

  it('finds a placeholder left in wrangler.toml and a per-installation value kept as a var', () => {
    const env = { ...usEnv(), vars: { DEFAULT_HOST: 'us', DATABASE_URL: 'libsql://spoke-us-REPLACE_WITH_TURSO_ORG.turso.io' } };
    const problems = missing(run({ config: config(env) }));
    expect(problems.map((f) => f.subject)).toEqual(['env.us.vars.DATABASE_URL', 'var DATABASE_URL']);
    expect(problems[0]?.detail).toContain('placeholder');
  });

  it('finds a placeholder among the local values', () => {
    const problems = missing(run({ local: { ...VALID_VALUES, UPSTREAM_GRAPHQL_URL: 'https://erp-gateway.example.com/us/graphql' } }));
    expect(problems.map((f) => f.subject)).toEqual(['secret UPSTREAM_GRAPHQL_URL']);
  });

  it('names a secret that is neither on this machine nor verifiable on Cloudflare', () => {
    const { SESSION_SECRET: _left, ...rest } = VALID_VALUES;
    const problems = missing(run({ local: rest }));
    expect(problems).toEqual([{ state: 'missing', subject: 'secret SESSION_SECRET', detail: expect.stringContaining('not in .ops/us.env nor in the environment') }]);
  });

  it('names a secret Cloudflare does not list, and how to send it', () => {
    const names = new Set(REQUIRED_SECRETS.filter((name) => name !== 'UPSTREAM_TOKEN'));
    const findings = run({ remote: { kind: 'listed', names } });
    expect(missing(findings)).toEqual([{ state: 'missing', subject: 'secret UPSTREAM_TOKEN', detail: 'not set on Cloudflare: npx wrangler secret bulk .ops/us.env --env us' }]);
    expect(about(findings, 'secret DATABASE_URL')?.state).toBe('ok');
  });

  it('names a secret wrangler.toml does not require, so that a deploy would go out without it', () => {
    const env = { ...usEnv(), secrets: { required: REQUIRED_SECRETS.filter((name) => name !== 'SESSION_SECRET') } };
    expect(missing(run({ config: config(env) })).map((f) => f.subject)).toEqual(['secret SESSION_SECRET']);
  });

  it('refuses local values that cannot serve a deployed Worker', () => {
    const local = { ...VALID_VALUES, SESSION_SECRET: 'short', DATABASE_URL: 'http://127.0.0.1:8080' };
    const problems = missing(run({ local }));
    expect(problems.map((f) => f.subject)).toEqual(['secret DATABASE_URL', 'secret SESSION_SECRET']);
    expect(problems[1]?.detail).toContain('shorter than the 32');
  });

  it('names every missing value of a bare environment in one run', () => {
    const problems = missing(run({ config: config({ name: 'spoke-us' }), local: {} }));
    expect(problems.map((f) => f.subject)).toEqual([
      'var DEFAULT_HOST',
      'route dealer.spoke-bikes.com',
      'route dealer-us.spoke-bikes.com',
      'binding BLOB',
      'binding PUBLIC_API_RATE_LIMIT',
      ...REQUIRED_SECRETS.map((name) => `secret ${name}`),
    ]);
  });

  it('names the countries there are for an unknown one', () => {
    expect(run({ country: 'fr' })).toEqual([{ state: 'missing', subject: 'environment', detail: expect.stringContaining('its countries: us') }]);
  });

  it('finds every country of the repository’s wrangler.toml complete but for the per-installation values', async () => {
    const repository = await readWorkerConfig();
    const countries = Object.keys(repository.env ?? {});
    expect(countries.sort()).toEqual(HOSTS.map((host) => host.key).sort());
    for (const country of countries) {
      const bare = checkCountry({ country, config: repository, hosts: HOSTS, localeLanguages: new Set(['en', 'de', 'fr', 'id', 'ms']), local: {}, valuesFile: `.ops/${country}.env`, remote: { kind: 'unknown', reason: 'offline' } });
      expect(missing(bare).map((f) => f.subject), country).toEqual(REQUIRED_SECRETS.map((name) => `secret ${name}`));
    }
  });

  it('tells a missing login and a Worker not yet deployed apart in wrangler’s answer', () => {
    const login = "\u001b[31m✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable";
    expect(whyNotListed(login, 1)).toBe('not logged in to Cloudflare: npx wrangler login');
    expect(whyNotListed('✘ [ERROR] A request to the Cloudflare API failed. This Worker does not exist on your account. [code: 10007]', 1)).toContain('does not exist yet');
    expect(whyNotListed('', null)).toContain('did not answer');
  });
});
