// npm run ops:check -- <country>: is the country's Worker configuration complete before a deploy?
// Checks wrangler.toml's [env.<country>] against the host configuration (every hostname routed, the
// locales, the bindings) and the per-installation values (.ops/<country>.env or the environment, and
// `wrangler secret list` when logged in), names everything missing in one run; exit 1 when anything is.
import { HOSTS } from '../../src/content/hosts/index';
import { checkCountry, type Finding } from './check.rules';
import { parseCommand } from './cli';
import { listRemoteSecrets, localeLanguages, readWorkerConfig, ROOT } from './config';
import { localValuesFile, readLocalValues } from './values';

const started = performance.now();
const { country } = parseCommand('check', 'npm run ops:check -- <country>', {});
// Cloudflare answers over the network while wrangler.toml is read.
const remote = listRemoteSecrets(country);
const config = await readWorkerConfig();
const findings = checkCountry({
  country,
  config,
  hosts: HOSTS,
  localeLanguages: localeLanguages(),
  local: readLocalValues(ROOT, country).values,
  valuesFile: localValuesFile(country),
  remote: await remote,
});

const LABEL: Record<Finding['state'], string> = { ok: 'ok', missing: 'MISSING', unverified: 'UNVERIFIED', optional: 'optional' };
const width = Math.max(...findings.map((finding) => finding.subject.length));
console.log(`ops:check ${country}: wrangler.toml [env.${country}], src/content/hosts, ${localValuesFile(country)}, Cloudflare`);
for (const finding of findings) console.log(`  ${LABEL[finding.state].padEnd(10)}  ${finding.subject.padEnd(width)}  ${finding.detail}`);
const count = (state: Finding['state']) => findings.filter((finding) => finding.state === state).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (count('missing') > 0) {
  console.log(`\n${country} is not ready to deploy: ${count('missing')} missing${count('unverified') ? `, ${count('unverified')} unverified` : ''} (${seconds} s).`);
  process.exitCode = 1;
} else {
  const unverified = count('unverified') ? `; ${count('unverified')} value(s) not verified on Cloudflare` : '';
  console.log(`\n${country} is complete${unverified} (${seconds} s).`);
}
