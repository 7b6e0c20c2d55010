// /api/admin/announcements (page.announcement, as the /admin/announcements route): list with search
// and pages, read, create, edit, delete (docs/requirements.md#banners-and-announcements-admin: announcements, announcement,
// create and update with type, title, content, url, from, to; delete). Dealers read them in the shell.
import { Hono } from 'hono';
import { announcementForm, announcementListQuery } from '../../domain/content/announcement.schema';
import { contentIdParam } from '../../domain/content/content-input';
import { announcementById, createAnnouncement, deleteAnnouncement, listAnnouncements, updateAnnouncement } from '../content/announcements.service';
import { notFound, savedId } from './content-answer';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate } from './validate';

const SCOPE = 'page.announcement';

export const announcementsRoutes = new Hono<AuthedEnv>()
  .use('/admin/announcements/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/admin/announcements', requireScopes(SCOPE), validate('query', announcementListQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listAnnouncements(c.var.services.db, c.req.valid('query')), 200);
  })
  .get('/admin/announcements/:id', requireScopes(SCOPE), validate('param', contentIdParam), async (c) => {
    const row = await announcementById(c.var.services.db, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json({ data: row }, 200);
  })
  .post('/admin/announcements', requireScopes(SCOPE), validate('json', announcementForm), async (c) =>
    c.json(savedId(await createAnnouncement(c.var.services, c.req.valid('json'))), 201),
  )
  .put('/admin/announcements/:id', requireScopes(SCOPE), validate('param', contentIdParam), validate('json', announcementForm), async (c) =>
    c.json(savedId(await updateAnnouncement(c.var.services, c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .delete('/admin/announcements/:id', requireScopes(SCOPE), validate('param', contentIdParam), async (c) => {
    if (!(await deleteAnnouncement(c.var.services, c.req.valid('param').id))) throw notFound();
    return c.json({ deleted: true }, 200);
  });
