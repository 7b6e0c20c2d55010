import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './upstream/db/schema/index.ts',
  out: './upstream/db/migrations',
  dbCredentials: { url: process.env['UPSTREAM_DATABASE_URL'] ?? 'file:data/upstream.db' },
});
