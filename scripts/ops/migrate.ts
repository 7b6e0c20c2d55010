// npm run ops:migrate -- <country>: applies the portal migrations (db/migrations) to the country's
// libSQL database, then the reference data every installation needs (scopes, the standard roles with
// `administrator`, content markets and layouts), creating only what is missing. Safe to repeat; run it
// before deploying a build with new migrations (migrations only add, so the running Worker keeps working).
import { readdirSync } from 'node:fs';
import { migratePortal, portalMigrationsFolder } from '../../db/migrate';
import { seedReferenceData } from '../../db/seed';
import { groupRoles, permissions, roles } from '../../db/schema';
import { parseCommand, requireCountry } from './cli';
import { openCountryDatabase } from './database';

const started = performance.now();
const { country } = parseCommand('migrate', 'npm run ops:migrate -- <country>', {});
await requireCountry('migrate', country);
const { client, db, described } = await openCountryDatabase('migrate', country);
try {
  console.log(`ops:migrate ${country}: ${described}`);
  const folder = portalMigrationsFolder();
  const available = readdirSync(folder).filter((file) => file.endsWith('.sql')).length;
  const before = await appliedMigrations();
  await migratePortal(client, folder);
  const after = await appliedMigrations();
  console.log(`  migrations      ${after} of ${available} applied (${after - before} now)`);
  await seedReferenceData(db);
  const count = async (table: typeof permissions | typeof roles | typeof groupRoles) => (await db.select().from(table)).length;
  console.log(`  reference data  ${await count(permissions)} scopes, ${await count(roles)} roles, ${await count(groupRoles)} group roles`);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s. Next, once: npm run ops:admin -- ${country} --username <name> --email <address>`);
} finally {
  client.close();
}

/** Rows of drizzle's migration journal; none before the first run. */
async function appliedMigrations(): Promise<number> {
  const table = await client.execute("select name from sqlite_master where type = 'table' and name = '__drizzle_migrations'");
  if (table.rows.length === 0) return 0;
  return Number((await client.execute('select count(*) as n from __drizzle_migrations')).rows[0]?.['n'] ?? 0);
}

