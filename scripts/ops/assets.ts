// npm run ops:assets -- <country> [--demo] [--local DIR]
// The demo content a new installation starts with (announcements, banners, sales documents, marketing
// material, news) in the country's database, and its files (banner images, pictures, PDFs) in the
// country's R2 bucket, where the Worker serves them (/api/banners/..., /api/images/...). Only into an
// installation without content, unless --demo says it is the demo site (then what is missing is added).
// The bucket is the one on Cloudflare (`npx wrangler login` first) or, with --local DIR, the local copy
// that `wrangler dev --persist-to DIR` serves. A file goes up before the row that names it.
import { count } from 'drizzle-orm';
import { seedDemoContent } from '../../db/seed';
import { announcements, banners, marketingMaterials, news, salesDocuments } from '../../db/schema';
import { parseCommand, refuse, requireCountry } from './cli';
import { openCountryDatabase, requireMigrated } from './database';
import { openBucket, type BucketPlace, type OpenBucket } from './r2';

const started = performance.now();
const usage = 'npm run ops:assets -- <country> [--demo] [--local DIR]';
const { country, values } = parseCommand('assets', usage, {
  demo: { type: 'boolean', default: false },
  local: { type: 'string' },
});
const { config, env } = await requireCountry('assets', country);
const bucketName = env.r2_buckets?.find((bucket) => bucket.binding === 'BLOB')?.bucket_name;
if (!bucketName) refuse('assets', `[env.${country}] of wrangler.toml binds no R2 bucket as BLOB (npm run ops:check -- ${country})`);
const place: BucketPlace = values.local ? { kind: 'local', persistTo: values.local } : { kind: 'remote' };
const where = place.kind === 'local' ? `the local copy in ${place.persistTo}` : 'Cloudflare';

const { client, db, described } = await openCountryDatabase('assets', country);
await requireMigrated('assets', country, client);
const CONTENT = { announcements, banners, 'sales documents': salesDocuments, 'marketing materials': marketingMaterials, news } as const;
const held = async () => {
  const rows = await Promise.all(Object.entries(CONTENT).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n ?? 0] as const));
  return rows.filter(([, n]) => n > 0);
};
const before = await held();
if (before.length > 0 && !values.demo) {
  client.close();
  refuse('assets', `the database already holds content (${before.map(([name, n]) => `${n} ${name}`).join(', ')}): the demo content goes only into a new installation; add --demo if ${country} is the demo site`);
}

let bucket: OpenBucket;
try {
  bucket = await openBucket(bucketName, place, env.compatibility_date ?? config.compatibility_date ?? '2026-10-01');
} catch (error) {
  client.close();
  const hint = place.kind === 'remote' ? `; log in (npx wrangler login) and create it (npx wrangler r2 bucket create ${bucketName})` : '';
  refuse('assets', `the R2 bucket ${bucketName} on ${where} cannot be opened: ${(error as Error).message}${hint}`);
}
try {
  console.log(`ops:assets ${country}: ${described}; R2 bucket ${bucketName} on ${where}`);
  await seedDemoContent(db, { blob: bucket.store });
  const written = bucket.written();
  const kinds = new Map<string, number>();
  for (const key of written) kinds.set(key.split('/')[0] ?? key, (kinds.get(key.split('/')[0] ?? key) ?? 0) + 1);
  console.log(`  files    ${written.length} written${written.length ? ` (${[...kinds].map(([kind, n]) => `${n} ${kind}/`).join(', ')})` : ': every file was there'}`);
  console.log(`  content  ${(await held()).map(([name, n]) => `${n} ${name}`).join(', ')}`);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await bucket.close();
  client.close();
}
