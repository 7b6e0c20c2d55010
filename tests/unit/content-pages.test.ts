// The admin content pages' shared flow: list posts (delete, restore) and form posts (validate, save,
// or say what failed), on bodies a browser or a stranger may send.
import { describe, expect, it } from 'vitest';
import { bannerForm } from '../../src/domain/content/banner.schema';
import { handleContentForm, listAction, listHref, listQueryFrom } from '../../src/server/content/content-pages';
import { listQuery } from '../../src/domain/content/content-input';

const post = (body: BodyInit, type?: string) => new Request('http://localhost/en-us/admin/banners', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = 'application/x-www-form-urlencoded';

describe('list posts', () => {
  it('hands delete and restore to the page and reports what happened', async () => {
    const moves: string[] = [];
    const move = async (action: string, id: number) => (moves.push(`${action} ${id}`), 'done' as const);
    expect(await listAction(post(form({ action: 'delete', id: '7' }), URLENCODED), move)).toEqual({ kind: 'redirect', done: 'deleted' });
    expect(await listAction(post(form({ action: 'restore', id: '7' }), URLENCODED), move)).toEqual({ kind: 'redirect', done: 'restored' });
    expect(moves).toEqual(['delete 7', 'restore 7']);
  });

  it('refuses unknown actions, bad ids and bodies that are not forms, and maps the outcomes', async () => {
    const never = async () => {
      throw new Error('must not be called');
    };
    expect(await listAction(post(form({ action: 'purge', id: '7' }), URLENCODED), never)).toMatchObject({ kind: 'error', status: 400 });
    expect(await listAction(post(form({ action: 'delete', id: '-1' }), URLENCODED), never)).toMatchObject({ kind: 'error', status: 400 });
    expect(await listAction(post('{"id":7}', 'application/json'), never)).toMatchObject({ kind: 'error', status: 400 });
    expect(await listAction(post(form({ action: 'delete', id: '7' }), URLENCODED), async () => 'not_found')).toMatchObject({ status: 404 });
    expect(await listAction(post(form({ action: 'delete', id: '7' }), URLENCODED), async () => 'unchanged')).toMatchObject({ status: 409 });
  });
});

describe('form posts', () => {
  const flow = (request: Request, save: () => Promise<{ ok: true; id: number }>) =>
    handleContentForm({ request, maxBytes: 4096, read: async (f) => ({ fields: Object.fromEntries(f.entries()), extra: null }), schema: bannerForm, save, failureKey: 'banners.error.save_failed', empty: {} });
  const valid = { sorg: 'US01', link: '/catalog', from: '2027-01-01', to: '2027-01-31' };

  it('saves valid input and keeps the values with field errors otherwise', async () => {
    expect(await flow(post(form(valid), URLENCODED), async () => ({ ok: true, id: 3 }))).toEqual({ kind: 'saved', id: 3 });
    const invalid = await flow(post(form({ ...valid, to: '2026-12-31' }), URLENCODED), async () => ({ ok: true, id: 3 }));
    expect(invalid).toMatchObject({ kind: 'invalid', status: 400, errors: { to: 'content.input.from_after_to' }, values: { sorg: 'US01' } });
  });

  it('answers 413 for an oversized body and the spec failure when the save itself fails', async () => {
    expect(await flow(post(form({ ...valid, link: `/${'x'.repeat(5000)}` }), URLENCODED), async () => ({ ok: true, id: 1 }))).toMatchObject({ status: 413 });
    const failed = await flow(post(form(valid), URLENCODED), async () => {
      throw new Error('disk full');
    });
    expect(failed).toMatchObject({ kind: 'invalid', status: 500, messageKey: 'banners.error.save_failed' });
  });
});

describe('list URLs', () => {
  it('reads a malformed query as the first page and leaves defaults out of links', () => {
    expect(listQueryFrom(listQuery, new URL('http://x/?page=-4&limit=7'))).toEqual({ page: 1, limit: 10, search: '' });
    expect(listHref('/en-us/admin/banners', { page: 1, limit: 10, search: 'promo' }, { page: 2 })).toBe('/en-us/admin/banners?page=2&search=promo');
    expect(listHref('/en-us/admin/banners', { page: 2, limit: 10, search: '' }, { page: 1 })).toBe('/en-us/admin/banners');
  });
});
