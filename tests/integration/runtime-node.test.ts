import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../src/server/runtime/node/blob';
import { createMemoryCache } from '../../src/server/runtime/node/cache';
import { createLibsqlClient } from '../../src/server/runtime/node/db';
import { createDiskMailer } from '../../src/server/runtime/node/mail';

const root = mkdtempSync(join(tmpdir(), 'spoke-runtime-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createLibsqlClient (node)', () => {
  it('creates the parent folders of a file: database and opens it', async () => {
    const path = join(root, 'nested', 'deeper', 'portal.db');
    const client = createLibsqlClient(`file:${path}`);
    try {
      await client.execute('create table t (x integer)');
      await client.execute({ sql: 'insert into t values (?)', args: [42] });
      const result = await client.execute('select x from t');
      expect(result.rows[0]?.['x']).toBe(42);
      expect(existsSync(path)).toBe(true);
    } finally {
      client.close();
    }
  });

  it('opens an in-memory database without touching the disk', async () => {
    const client = createLibsqlClient(':memory:');
    try {
      expect((await client.execute('select 1 as one')).rows[0]?.['one']).toBe(1);
    } finally {
      client.close();
    }
  });
});

describe('disk blob store', () => {
  const blob = createDiskBlobStore(join(root, 'blobs'));

  it('stores bytes with their content type and reads them back', async () => {
    const body = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await blob.put('banners/us01/hero.svg', body, 'image/svg+xml');
    const stored = await blob.get('banners/us01/hero.svg');
    expect(stored?.contentType).toBe('image/svg+xml');
    expect(stored?.size).toBe(body.byteLength);
    expect(new TextDecoder().decode(stored?.body)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('returns null for a missing key and after delete', async () => {
    expect(await blob.get('claims/none.jpg')).toBeNull();
    await blob.put('claims/photo.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    await blob.delete('claims/photo.jpg');
    expect(await blob.get('claims/photo.jpg')).toBeNull();
  });

  it.each(['../escape.txt', 'a/../../b', '/etc/passwd', 'C:/windows', 'a//b', 'a\\b', 'x.meta.json', ''])('rejects the unsafe key %j', async (key) => {
    await expect(blob.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Unsafe blob key/);
    await expect(blob.get(key)).rejects.toThrow(/Unsafe blob key/);
  });

  it('never writes outside its folder', () => {
    expect(readdirSync(root).sort()).toEqual(expect.not.arrayContaining(['escape.txt']));
  });
});

describe('memory cache', () => {
  it('returns a value until its time to live passes', async () => {
    let now = 1_000;
    const cache = createMemoryCache(10, () => now);
    await cache.set('status:us', { status: 'online' }, 5);
    expect(await cache.get('status:us')).toEqual({ status: 'online' });
    now += 4_999;
    expect(await cache.get('status:us')).toEqual({ status: 'online' });
    now += 1;
    expect(await cache.get('status:us')).toBeUndefined();
  });

  it('deletes on request', async () => {
    const cache = createMemoryCache();
    await cache.set('k', 1, 60);
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
  });

  it('evicts the oldest entries once the size cap is reached', async () => {
    const cache = createMemoryCache(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.set(key, key, 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await Promise.all(['b', 'c', 'd'].map((key) => cache.get(key)))).toEqual(['b', 'c', 'd']);
  });
});

describe('disk mailer', () => {
  it('writes each message as an .eml file with headers, both bodies and attachments', async () => {
    const dir = join(root, 'mail');
    const mailer = createDiskMailer(dir);
    const { id } = await mailer.send({
      to: 'katrin.mueller@radhaus-mueller.example',
      subject: 'Rechnung 9000012345\r\nBcc: attacker@example.test',
      text: 'Ihre Rechnung liegt bei.',
      html: '<p>Ihre Rechnung liegt bei.</p>',
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }],
    });
    const eml = readFileSync(join(dir, `${id}.eml`), 'utf8');
    expect(eml).toContain('To: katrin.mueller@radhaus-mueller.example');
    expect(eml).toContain('Subject: Rechnung 9000012345 Bcc: attacker@example.test');
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toContain(Buffer.from('Ihre Rechnung liegt bei.').toString('base64'));
    expect(eml).toContain('Content-Type: text/html; charset=utf-8');
    expect(eml).toContain('Content-Disposition: attachment; filename="invoice.pdf"');
    expect(eml).toContain(Buffer.from([37, 80, 68, 70]).toString('base64'));
  });

  it('encodes a non-ASCII subject', async () => {
    const dir = join(root, 'mail-utf8');
    const { id } = await createDiskMailer(dir).send({ to: 'a@example.test', subject: 'Grüße aus Köln', text: 'Hallo' });
    const eml = readFileSync(join(dir, `${id}.eml`), 'utf8');
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('Grüße aus Köln').toString('base64')}?=`);
  });
});
