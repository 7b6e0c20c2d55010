// GET /api/banners/:file: a banner image (`bannerFile` of a banner row) from the blob store, public
// like any image on the page; SVG is sandboxed so a crafted file cannot run script. Admins
// (page.banner, as /admin/banners) list, read, create, edit and delete banners: multipart with the
// fields sorg, link, from, to and the image as `file` (docs/requirements.md#banners-and-announcements-admin, createBannerV2).
import { Hono } from 'hono';
import { userFileHeaders } from '../uploads/file-answer';
import { z } from 'zod';
import { bannerForm, bannerListQuery } from '../../domain/content/banner.schema';
import { contentIdParam } from '../../domain/content/content-input';
import { bannerById, createBanner, deleteBanner, listBanners, updateBanner } from '../content/banners.service';
import { BANNER_FORM_MAX_BYTES, bannerFields, readContentForm } from '../content/content-form';
import { formOrThrow, notFound, parsedOrThrow, savedId } from './content-answer';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate } from './validate';

const bannerParams = z.object({
  file: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,120}\.(svg|png|jpe?g|webp|gif)$/i, 'Unknown banner file'),
});

const SCOPE = 'page.banner';

async function bannerRequest(request: Request) {
  const form = formOrThrow(await readContentForm(request, BANNER_FORM_MAX_BYTES));
  const { fields, image } = await bannerFields(form);
  return { input: parsedOrThrow(bannerForm, fields), image };
}

export const bannersRoutes = new Hono<AuthedEnv>()
  .get('/banners/:file', validate('param', bannerParams), async (c) => {
    const { file } = c.req.valid('param');
    const stored = await c.var.services.blob.get(`banners/${file}`);
    if (!stored) throw notFound();
    const headers = userFileHeaders({ bytes: stored.body, fileName: file });
    // Uploads are raster images (checkBannerImage refuses SVG); an SVG here is the demo's own drawing
    // (db/seed.ts), shown in the pop-up's <img>: it keeps its type, under the same sandboxing policy.
    if (stored.contentType.startsWith('image/svg+xml')) headers['Content-Type'] = stored.contentType;
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Cache-Control': 'public, max-age=3600' });
  })
  .use('/admin/banners/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/admin/banners', requireScopes(SCOPE), validate('query', bannerListQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listBanners(c.var.services.db, c.req.valid('query')), 200);
  })
  .get('/admin/banners/:id', requireScopes(SCOPE), validate('param', contentIdParam), async (c) => {
    const row = await bannerById(c.var.services.db, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json({ data: row }, 200);
  })
  .post('/admin/banners', requireScopes(SCOPE), async (c) => {
    const { input, image } = await bannerRequest(c.req.raw);
    return c.json(savedId(await createBanner(c.var.services, input, image)), 201);
  })
  .put('/admin/banners/:id', requireScopes(SCOPE), validate('param', contentIdParam), async (c) => {
    const { input, image } = await bannerRequest(c.req.raw);
    return c.json(savedId(await updateBanner(c.var.services, c.req.valid('param').id, input, image)), 200);
  })
  .delete('/admin/banners/:id', requireScopes(SCOPE), validate('param', contentIdParam), async (c) => {
    if (!(await deleteBanner(c.var.services, c.req.valid('param').id))) throw notFound();
    return c.json({ deleted: true }, 200);
  });
