// Budget of issue 15: the bulk check of 500 users under 2 s, from the uploaded .xlsx bytes to the
// per-row report (reading the sheet, the form rules, the names already taken and every customer code
// asked of the embedded upstream once). Also times creating them (500 password hashes, one
// transaction), which has no budget. Run: npm run bench:admin-bulk
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPortalDb } from '../db/client';
import { migratePortal } from '../db/migrate';
import { seedPortal } from '../db/seed';
import { bulkCells, checkBulk, createBulk } from '../src/server/admin/bulk-users.service';
import { findCredentials, loadIdentity } from '../src/server/auth/identity.repo';
import { writeXlsx } from '../src/server/spreadsheet/xlsx';
import { createLibsqlClient } from '../src/server/runtime/node/db';
import { createDiskMailer } from '../src/server/runtime/node/mail';
import { createUpstreamClient } from '../src/server/upstream';
import { CustomersDocument } from '../src/server/upstream/generated';
import { openEmbeddedUpstream } from '../upstream/executor';

const ROWS = 500;
const RUNS = 10;
const dir = mkdtempSync(join(tmpdir(), 'bench-admin-bulk-'));
const client = createLibsqlClient(`file:${join(dir, 'portal.db')}`);
await migratePortal(client);
const db = createPortalDb(client);
await seedPortal(db);
const embedded = await openEmbeddedUpstream({ url: `file:${join(dir, 'upstream.db')}`, demoSize: 'demo' });
const upstream = createUpstreamClient({ timeoutMs: 10_000, embedded: () => Promise.resolve(embedded) });
const deps = { db, upstream, mail: createDiskMailer(join(dir, 'mail')) };
const admin = await loadIdentity(db, (await findCredentials(db, 'admin'))?.id ?? 0);
if (!admin) throw new Error('no admin');
const actor = { sub: String(admin.id), scp: admin.scopes };

// Every dealer user names a customer of the demo data, so the check asks the upstream for each code.
const { customers } = await upstream.request(CustomersDocument, { search: null, sorgs: ['US01'], page: 1, limit: 500 });
const codes = customers.data.map((c) => c.custCode.r3);
const header = ['name', 'username', 'email', 'language', 'roles', 'limitation', 'sorg', 'values', 'send_email'];
const rows = Array.from({ length: ROWS }, (_, i) => [`Dealer ${i}`, `bulk.dealer.${i}`, `bulk.dealer.${i}@dealers.example`, 'en', 'dealer', 'customer', 'US01', codes[i % codes.length] ?? '', 'yes']);
const bytes = await writeXlsx('Users', [header, ...rows]);

const times: number[] = [];
for (let run = 0; run < RUNS + 2; run++) {
  const start = performance.now();
  const report = await checkBulk(deps, actor, await bulkCells(bytes), 'en');
  if (run >= 2) times.push(performance.now() - start);
  if (report.rejected > 0) throw new Error(`rows refused: ${JSON.stringify(report.rows.find((r) => !r.ok))}`);
}
const sorted = times.toSorted((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0);
console.log(`bulk check of ${ROWS} rows (.xlsx, ${codes.length} distinct customers): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)?.toFixed(0)} ms (budget 2000 ms)`);
const start = performance.now();
const created = await createBulk(deps, actor, await bulkCells(bytes), 'en');
if (created.kind !== 'created') throw new Error('not created');
console.log(`bulk create of ${created.users.length} users (check again, 500 PBKDF2 hashes, one transaction): ${(performance.now() - start).toFixed(0)} ms`);
await embedded.close();
client.close();
rmSync(dir, { recursive: true, force: true });
