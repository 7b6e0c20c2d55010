import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, LibsqlError, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLibsqlHttpServer, type LibsqlHttpServer } from '../../scripts/libsql-http-server';
import { migratePortal } from '../../db/migrate';

const PORT = 4401;
let dir: string;
let server: LibsqlHttpServer;
let client: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spoke-libsql-http-'));
  server = await startLibsqlHttpServer({ port: PORT, file: join(dir, 'db.sqlite'), authToken: 'test-token' });
  client = createClient({ url: server.url, authToken: 'test-token' });
  await client.execute(
    'CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, price REAL, qty INTEGER, photo BLOB, note TEXT)',
  );
});

afterAll(async () => {
  client.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('libSQL over HTTP test server', () => {
  it('speaks the HTTP transport of @libsql/client', () => {
    expect(client.protocol).toBe('http');
  });

  it('inserts with positional and named arguments and reports the change', async () => {
    const first = await client.execute({ sql: 'INSERT INTO items (name, qty) VALUES (?, ?)', args: ['Chain', 3] });
    const second = await client.execute({ sql: 'INSERT INTO items (name, qty) VALUES (:name, :qty)', args: { name: 'Saddle', qty: 1 } });
    expect(first.rowsAffected).toBe(1);
    expect(second.lastInsertRowid).toBe(BigInt(Number(first.lastInsertRowid) + 1));
  });

  it('round-trips integer, real, text, blob and null values with their column names', async () => {
    const photo = new Uint8Array([0, 1, 254, 255]);
    await client.execute({
      sql: 'INSERT INTO items (name, price, qty, photo, note) VALUES (?, ?, ?, ?, ?)',
      args: ['Wheel 29"', 129.95, 9_007_199_254_740_991n, photo, null],
    });
    const result = await client.execute({ sql: 'SELECT name, price, qty, photo, note FROM items WHERE name = ?', args: ['Wheel 29"'] });
    expect(result.columns).toEqual(['name', 'price', 'qty', 'photo', 'note']);
    expect(result.columnTypes).toEqual(['TEXT', 'REAL', 'INTEGER', 'BLOB', 'TEXT']);
    const row = result.rows[0];
    expect(row?.name).toBe('Wheel 29"');
    expect(row?.price).toBe(129.95);
    expect(row?.qty).toBe(9_007_199_254_740_991);
    expect(new Uint8Array(row?.photo as ArrayBuffer)).toEqual(photo);
    expect(row?.note).toBeNull();
  });

  it('reports rows changed by a statement with RETURNING', async () => {
    const result = await client.execute({ sql: "UPDATE items SET note = 'checked' WHERE qty IS NOT NULL RETURNING id", args: [] });
    expect(result.rowsAffected).toBe(result.rows.length);
    expect(result.rows.length).toBeGreaterThan(1);
  });

  it('maps a constraint violation to a LibsqlError with the SQLite code', async () => {
    const failure = await client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['Chain'] }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LibsqlError);
    expect((failure as LibsqlError).code).toBe('SQLITE_CONSTRAINT');
    expect((failure as LibsqlError).message).toMatch(/UNIQUE constraint failed: items.name/);
  });

  it('runs a batch in one transaction and rolls all of it back when a statement fails', async () => {
    const before = await count();
    const failure = await client
      .batch(
        [
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['Pedal'] },
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['Chain'] },
        ],
        'write',
      )
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LibsqlError);
    expect(await count()).toBe(before);
    await client.batch([{ sql: 'INSERT INTO items (name) VALUES (?)', args: ['Pedal'] }, 'SELECT 1'], 'write');
    expect(await count()).toBe(before + 1);
  });

  it('keeps an interactive transaction on one connection across requests until commit or rollback', async () => {
    const before = await count();
    const rolledBack = await client.transaction('write');
    await rolledBack.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['Bell'] });
    const inside = await rolledBack.execute('SELECT count(*) AS n FROM items');
    expect(Number(inside.rows[0]?.n)).toBe(before + 1);
    await rolledBack.rollback();
    expect(await count()).toBe(before);

    const committed = await client.transaction('write');
    await committed.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['Bell'] });
    await committed.commit();
    expect(await count()).toBe(before + 1);
  });

  it('lets a second writer wait for an open transaction instead of failing', async () => {
    const tx = await client.transaction('write');
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['Mudguard'] });
    const other = client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['Kickstand'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await tx.commit();
    await expect(other).resolves.toMatchObject({ rowsAffected: 1 });
  });

  it('runs a multi-statement script', async () => {
    await client.executeMultiple('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (\'a\'); INSERT INTO notes VALUES (\'b\');');
    const result = await client.execute('SELECT count(*) AS n FROM notes');
    expect(Number(result.rows[0]?.n)).toBe(2);
  });

  it('refuses a request without the auth token', async () => {
    const stranger = createClient({ url: server.url });
    await expect(stranger.execute('SELECT 1')).rejects.toThrow(/401/);
    stranger.close();
  });

  it('applies the portal drizzle migrations and is idempotent on a second run', async () => {
    const portal = createClient({ url: server.url, authToken: 'test-token' });
    await migratePortal(portal);
    await migratePortal(portal);
    const tables = await portal.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'");
    const applied = await portal.execute('SELECT count(*) AS n FROM __drizzle_migrations');
    expect(tables.rows).toHaveLength(1);
    expect(Number(applied.rows[0]?.n)).toBeGreaterThan(0);
    portal.close();
  });
});

async function count(): Promise<number> {
  const result = await client.execute('SELECT count(*) AS n FROM items');
  return Number(result.rows[0]?.n);
}
