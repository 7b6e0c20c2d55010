// The country's portal database for the ops commands: DATABASE_URL and DATABASE_AUTH_TOKEN from the
// environment or .ops/<country>.env, refused with the line to add when one is missing.
import type { Client } from '@libsql/client';
import { createPortalDb, type PortalDb } from '../../db/client';
import { createLibsqlClient } from '../../src/server/runtime/node/db';
import { refuse } from './cli';
import { ROOT } from './config';
import { localValuesFile, readLocalValues } from './values';

export interface CountryDatabase {
  client: Client;
  db: PortalDb;
  /** The URL without credentials and where it came from, for the command's first line. */
  described: string;
}

/** Opens the country's database and proves it answers; refuses (exit 2) otherwise. */
export async function openCountryDatabase(step: string, country: string): Promise<CountryDatabase> {
  const { values, sources } = readLocalValues(ROOT, country);
  const file = localValuesFile(country);
  const url = values['DATABASE_URL'];
  if (!url) refuse(step, `DATABASE_URL of ${country} is not set: put DATABASE_URL=libsql://spoke-${country}-<org>.turso.io (turso db show spoke-${country} --url) in ${file} or the environment`);
  const remote = /^(libsql|https|wss):/.test(url);
  const token = values['DATABASE_AUTH_TOKEN'];
  if (remote && !token) refuse(step, `DATABASE_AUTH_TOKEN of ${country} is not set: put DATABASE_AUTH_TOKEN=<token> (turso db tokens create spoke-${country}) in ${file} or the environment`);
  const client = createLibsqlClient(url, token);
  try {
    await client.execute('select 1');
  } catch (error) {
    client.close();
    refuse(step, `the database at ${url} does not answer: ${(error as Error).message}`);
  }
  return { client, db: createPortalDb(client), described: `${url} (from ${sources['DATABASE_URL']})` };
}

/** Refuses unless ops:migrate has run on the database (its migration journal exists). */
export async function requireMigrated(step: string, country: string, client: Client): Promise<void> {
  const journal = await client.execute("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'");
  if (journal.rows.length > 0) return;
  client.close();
  refuse(step, `the database has no portal tables yet: run npm run ops:migrate -- ${country} first`);
}
