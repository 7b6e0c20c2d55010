import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  // `drizzle-kit migrate --config db/drizzle.config.ts` with DATABASE_URL/DATABASE_AUTH_TOKEN set is how
  // ops apply these migrations to a country's Turso database (the Worker never migrates).
  dbCredentials: {
    url: process.env['DATABASE_URL'] ?? 'file:data/portal.db',
    ...(process.env['DATABASE_AUTH_TOKEN'] ? { authToken: process.env['DATABASE_AUTH_TOKEN'] } : {}),
  },
  casing: 'snake_case',
});
