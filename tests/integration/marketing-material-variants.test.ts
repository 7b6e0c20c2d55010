// The admin image form (a plain multipart post): the resolutions the page drew of a newly chosen image
// are checked before anything is stored, kept with the item, replaced with its file; the body is
// stored sanitised whatever the editor or a hand-made post sends.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingMaterials, users } from '../../db/schema';
import { demoPicture } from '../../db/seed-data/demo-images';
import { handleItemForm } from '../../src/server/content/marketing-material-forms';
import { readerItem } from '../../src/server/content/marketing-material-reader';
import { saveCategory } from '../../src/server/content/marketing-material-categories';
import { listTargetMarkets } from '../../src/server/content/target-market';
import { openAuthWorld, type AuthWorld } from './auth-fixture';

const PALETTE = { sky: [10, 20, 30], horizon: [40, 50, 60], ground: [70, 80, 90], frame: [200, 0, 0] } as const;
const MP4 = new Uint8Array([0, 0, 0, 24, ...[...'ftypisom'].map((c) => c.charCodeAt(0)), 0, 0, 2, 0]);
const png = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' });

let w: AuthWorld;
let adminId: number;
let categoryId: number;
let marketId: number;

beforeAll(async () => {
  w = await openAuthWorld({ upstream: false });
  const { db } = w.t.services;
  adminId = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]?.id ?? 0;
  marketId = (await listTargetMarkets(db, 'marketing-material')).find((m) => m.marketName === 'Global')?.id ?? 0;
  const saved = await saveCategory(db, null, { title: 'Form variants', type: 'brand-assets', parentId: null, showChilds: true, itemPerLine: 4, sorting: 0, layoutId: null, marketIds: [marketId], fileId: null });
  if (!saved.ok) throw new Error('category not saved');
  categoryId = saved.id;
}, 120_000);
afterAll(async () => w.close());

function post(fields: Record<string, string>, files: Record<string, File>): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries({ type: 'image', itemPerLine: '4', layoutId: '', categoryId: String(categoryId), marketIds: String(marketId), ...fields })) body.append(k, v);
  for (const [k, f] of Object.entries(files)) body.append(k, f);
  return new Request('http://localhost/en-us/admin/marketing-material/image/create', { method: 'POST', body });
}

const base = { title: '', type: 'image', body: '', categoryId: '', itemPerLine: '4', layoutId: '', marketIds: [], fileId: null, placeholderId: null };

describe('the admin image form with drawn resolutions', () => {
  it('stores the item with its four resolutions and a sanitised body', async () => {
    const picture = demoPicture(400, 300, PALETTE);
    const files = { file: png(picture, 'ride.png'), thumbnail: png(demoPicture(320, 240, PALETTE), 't.png'), low: png(picture, 'l.png'), medium: png(picture, 'm.png'), high: png(picture, 'h.png') };
    const outcome = await handleItemForm(w.t.services, post({ title: 'Ride', body: '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><svg><script>alert(1)</script></svg>' }, files), adminId, null, base);
    expect(outcome.kind).toBe('saved');
    if (outcome.kind !== 'saved') return;
    const item = await readerItem(w.t.services.db, outcome.id, 'all');
    expect([item?.thumbnail?.fileName, item?.low?.fileName, item?.medium?.fileName, item?.high?.fileName]).toEqual(['ride-thumbnail.png', 'ride-low.png', 'ride-medium.png', 'ride-high.png']);
    expect(item?.body).toBe('<p>Hi <a>x</a></p>');

    // Replacing the file with a video drops the old image's resolutions.
    const edited = await handleItemForm(w.t.services, post({ title: 'Ride', body: '' }, { file: new File([MP4 as Uint8Array<ArrayBuffer>], 'ride.mp4') }), adminId, outcome.id, base);
    expect(edited.kind).toBe('saved');
    const video = await readerItem(w.t.services.db, outcome.id, 'all');
    expect(video?.file?.contentType).toBe('video/mp4');
    expect([video?.thumbnail, video?.low, video?.medium, video?.high]).toEqual([null, null, null, null]);
  });

  it('refuses a resolution larger than its bound or not an image, and saves nothing', async () => {
    const { db } = w.t.services;
    const before = (await db.select({ id: marketingMaterials.id }).from(marketingMaterials)).length;
    const tooBig = await handleItemForm(w.t.services, post({ title: 'Too big' }, { file: png(demoPicture(400, 300, PALETTE), 'a.png'), thumbnail: png(demoPicture(400, 300, PALETTE), 't.png') }), adminId, null, base);
    expect(tooBig).toMatchObject({ kind: 'invalid', status: 400, errors: { file: 'marketing_material.error.variant' } });
    const svg = new File([new TextEncoder().encode('<svg onload="alert(1)"/>')], 'l.png');
    const notImage = await handleItemForm(w.t.services, post({ title: 'Not an image' }, { file: png(demoPicture(400, 300, PALETTE), 'a.png'), low: svg }), adminId, null, base);
    expect(notImage).toMatchObject({ kind: 'invalid', errors: { file: 'marketing_material.error.variant' } });
    expect((await db.select({ id: marketingMaterials.id }).from(marketingMaterials)).length).toBe(before);
  });
});
