import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  dbCredentials: { url: process.env['DATABASE_URL'] ?? 'file:data/portal.db' },
  casing: 'snake_case',
});
