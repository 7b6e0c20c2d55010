// npm run ops:admin -- <country> --username <name> --email <address> [--name "Full Name"] [--json]
// Creates the country's first administrator with a generated password, printed once; for an
// administrator who exists, a new password (their sessions end, a sign-in lock is lifted). Run
// ops:migrate first: the administrator role is part of the reference data.
import { hostByKey } from '../../src/content/hosts/index';
import { languageOf, isLocale } from '../../src/domain/locales';
import { createOrResetAdministrator } from '../../src/server/admin/first-administrator';
import { parseCommand, refuse, requireCountry } from './cli';
import { openCountryDatabase, requireMigrated } from './database';

const usage = 'npm run ops:admin -- <country> --username <name> --email <address> [--name "Full Name"] [--json]';
const { country, values } = parseCommand('admin', usage, {
  username: { type: 'string' },
  email: { type: 'string' },
  name: { type: 'string' },
  json: { type: 'boolean', default: false },
});
if (!values.username) refuse('admin', `--username is missing\nusage: ${usage}`);
const { env } = await requireCountry('admin', country);
const hostKey = typeof env.vars?.['DEFAULT_HOST'] === 'string' ? env.vars['DEFAULT_HOST'] : country;
const host = hostByKey(hostKey);
if (!host) refuse('admin', `DEFAULT_HOST "${hostKey}" of [env.${country}] is no host in src/content/hosts (npm run ops:check -- ${country})`);
const { client, db, described } = await openCountryDatabase('admin', country);
await requireMigrated('admin', country, client);
let result;
try {
  result = await createOrResetAdministrator(db, {
    username: values.username,
    email: values.email,
    name: values.name,
    language: isLocale(host.defaultLocale) ? languageOf(host.defaultLocale) : 'en',
  });
} finally {
  client.close();
}
if (result.kind === 'refused') refuse('admin', result.reason);
if (values.json) {
  console.log(JSON.stringify({ kind: result.kind, username: result.username, password: result.password }));
} else {
  console.log(`ops:admin ${country}: ${described}`);
  console.log(result.kind === 'created' ? `Created the administrator "${result.username}".` : `New password for the administrator "${result.username}"; their sessions have ended.`);
  console.log(`  password  ${result.password}`);
  console.log('Shown this once: only its hash is stored. Change it after signing in (profile).');
  console.log(`Sign in at https://${host.hostnames[0] ?? `${host.key}.localhost`}/${host.defaultLocale}/login`);
}
