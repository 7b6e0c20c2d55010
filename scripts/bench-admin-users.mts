// Budget of issue 15: the users list (search, filters, sort, a page of 20) under 50 ms at p95 with
// 20,000 users, read the way /api/admin/users and the page read it (reach rule included); and the
// Excel export of all 20,000. Run: npm run bench:admin-users
import { createPortalDb } from '../db/client';
import { seedPortal } from '../db/seed';
import { migratePortal } from '../db/migrate';
import { userListQuery } from '../src/domain/admin/user.schema';
import { exportUsers } from '../src/server/admin/users.export';
import { listUsersFor } from '../src/server/admin/users.service';
import { findCredentials, loadIdentity } from '../src/server/auth/identity.repo';
import { translator } from '../src/server/i18n';
import { createLibsqlClient } from '../src/server/runtime/node/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const USERS = 20_000;
const RUNS = 60;
const dir = mkdtempSync(join(tmpdir(), 'bench-admin-users-'));
const client = createLibsqlClient(`file:${join(dir, 'portal.db')}`);
await migratePortal(client);
const db = createPortalDb(client);
await seedPortal(db);
await client.execute({
  sql: `insert into users (username, email, name, password_hash, language, limitation, group_role_id, send_email, send_email_warranty, is_fake_email, created_at, updated_at)
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
        select 'bench.user.' || i, 'bench' || i || '@dealers.example', 'Dealer ' || printf('%05d', (i * 7919) % 20000), 'x', 'en',
               case when i % 10 = 0 then 'salesman' else 'customer' end, (select id from group_roles where description = 'Dealers'), 1, 0, 0,
               unixepoch() - i, unixepoch() - i from n`,
  args: [USERS],
});
await client.execute(`insert into user_roles (user_id, role_id) select u.id, (select id from roles where name = case when u.limitation = 'salesman' then 'salesman' else 'dealer' end) from users u where u.username like 'bench.user.%'`);
const adminId = (await findCredentials(db, 'admin'))?.id ?? 0;
const admin = await loadIdentity(db, adminId);
if (!admin) throw new Error('no admin');
const actor = { sub: String(admin.id), scp: admin.scopes };
const dealerRole = (await client.execute(`select id from roles where name = 'dealer'`)).rows[0]?.['id'];
const auditRole = (await client.execute(`select id from roles where name = 'audit'`)).rows[0]?.['id'];

const stats = (times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`;
};

const queries: Record<string, Record<string, string>> = {
  'first page': {},
  'search "dealer 12"': { search: 'Dealer 12', limit: '20' },
  'role dealer, by e-mail desc, page 300': { role: String(dealerRole), sort: 'email', order: 'desc', page: '300', limit: '20' },
  'limitation salesman, by created': { limitation: 'salesman', sort: 'createdAt', limit: '20' },
  'a role of one user (audit)': { role: String(auditRole), limit: '20' },
};
for (const [name, raw] of Object.entries(queries)) {
  const query = userListQuery.parse(raw);
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const start = performance.now();
    const list = await listUsersFor(db, actor, query);
    if (run >= 5) times.push(performance.now() - start);
    if (run === 0 && list.info.count === 0) throw new Error(`${name}: nothing found`);
  }
  console.log(`users list, ${name} (of ${USERS}): ${stats(times)} (budget p95 50 ms)`);
}
const start = performance.now();
const file = await exportUsers(db, actor, userListQuery.omit({ page: true, limit: true }).parse({}), translator('en-us'), new Date());
console.log(`Excel export of every user: ${(performance.now() - start).toFixed(0)} ms, ${(file.bytes.length / 1024).toFixed(0)} KB`);
client.close();
rmSync(dir, { recursive: true, force: true });
