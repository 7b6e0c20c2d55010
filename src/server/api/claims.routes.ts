// Warranty claims (page.claim): list within the user's reach, file a bike or PAA claim with files
// uploaded one by one beforehand, read one claim and its files, comment, and (warranty desk only)
// move its status. Every claim is read by id through the reach check: another dealer's is a 404.
import { Hono } from 'hono';
import { z } from 'zod';
import { ATTACHMENT_KINDS, claimCommentSchema, claimFormSchema, claimListQuery, claimStatusChangeSchema, createBikeClaimSchema, createPaaClaimSchema } from '../../domain/claims';
import { frameNumber } from '../../domain/frames';
import { languageOf } from '../../domain/locales';
import { filingCustomer } from '../claims/claim-reach';
import { createBikeClaim, createPaaClaim, lookupArticle, lookupFrame } from '../claims/claim-create.service';
import { addAdditionalDocument, deleteAdditionalDocument, readClaimFile } from '../claims/claim-docs.service';
import { readUploadForm, storeClaimFile } from '../claims/claim-files.service';
import { claimSummaryPdf, exportClaims } from '../claims/claim-export';
import { updateClaim } from '../claims/claim-edit.service';
import { addComment, changeStatus, listClaims, readClaim, readComments } from '../claims/claims.service';
import { translator } from '../i18n';
import { requestLocale } from './request-locale';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import { claimsError } from '../claims/claims.errors';
import { userFileHeaders } from '../uploads/file-answer';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

export const CLAIM_SCOPE = 'page.claim';

const idParam = z.object({ id: z.string().regex(/^\d{1,12}$/) });
const docParam = idParam.extend({ docId: z.string().regex(/^\d{1,12}$/) });
const kindQuery = z.object({ kind: z.enum(ATTACHMENT_KINDS) });
const frameParam = z.object({ frameNumber });
const articleParam = z.object({ articleCode: z.string().trim().min(1).max(40) });
const additionalBody = z.object({ fileId: z.uuid(), title: z.string().trim().max(80).optional() });

function customerOf(auth: Parameters<typeof filingCustomer>[0]): string {
  const code = filingCustomer(auth);
  if (!code) throw claimsError('CUSTOMER_REQUIRED');
  return code;
}

export const claimsRoutes = new Hono<AuthedEnv>()
  .use('/claims/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/claims', requireScopes(CLAIM_SCOPE), validate('query', claimListQuery), async (c) => {
    const page = await listClaims(c.var.services, c.var.auth, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: page.rows, page: page.page, limit: page.limit, total: page.total }, 200);
  })
  .get('/claims/export.xlsx', requireScopes(CLAIM_SCOPE), validate('query', claimListQuery), async (c) => {
    const locale = requestLocale(c);
    const bytes = await exportClaims(c.var.services, c.var.auth, c.req.valid('query'), translator(locale), locale);
    return c.body(bytes.slice().buffer, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="claims.xlsx"', 'Cache-Control': 'private, no-store' });
  })
  .get('/claims/lookup/frame/:frameNumber', requireScopes(CLAIM_SCOPE), validate('param', frameParam), async (c) => {
    const found = await lookupFrame(c.var.services, customerOf(c.var.auth), c.req.valid('param').frameNumber, languageOf(requestLocale(c)));
    return c.json({ data: found }, 200);
  })
  .get('/claims/lookup/article/:articleCode', requireScopes(CLAIM_SCOPE), validate('param', articleParam), async (c) => {
    if (!requestHost(c).claimAllowPAA) throw claimsError('PAA_CLOSED');
    const found = await lookupArticle(c.var.services, customerOf(c.var.auth), c.req.valid('param').articleCode);
    return c.json({ data: found }, 200);
  })
  .post('/claims/files', requireScopes(CLAIM_SCOPE), validate('query', kindQuery), async (c) => {
    const { kind } = c.req.valid('query');
    const file = await readUploadForm(c.req.raw, kind);
    const stored = await storeClaimFile(c.var.services, Number(c.var.auth.sub), kind, file);
    return c.json({ data: stored }, 201);
  })
  .post('/claims/bike', requireScopes(CLAIM_SCOPE), validate('json', createBikeClaimSchema), async (c) => {
    const created = await createBikeClaim(c.var.services, { id: Number(c.var.auth.sub), name: c.var.auth.name, phonePrefix: requestHost(c).telpCode }, customerOf(c.var.auth), c.req.valid('json'));
    return c.json({ data: created }, 201);
  })
  .post('/claims/paa', requireScopes(CLAIM_SCOPE), validate('json', createPaaClaimSchema), async (c) => {
    if (!requestHost(c).claimAllowPAA) throw claimsError('PAA_CLOSED');
    const created = await createPaaClaim(c.var.services, { id: Number(c.var.auth.sub), name: c.var.auth.name, phonePrefix: requestHost(c).telpCode }, customerOf(c.var.auth), c.req.valid('json'));
    return c.json({ data: created }, 201);
  })
  .get('/claims/:id', requireScopes(CLAIM_SCOPE), validate('param', idParam), async (c) => {
    return c.json({ data: await readClaim(c.var.services, c.var.auth, c.req.valid('param').id, languageOf(requestLocale(c))) }, 200);
  })
  .put('/claims/:id', requireScopes(CLAIM_SCOPE), validate('param', idParam), validate('json', claimFormSchema), async (c) => {
    return c.json({ data: await updateClaim(c.var.services, c.var.auth, c.req.valid('param').id, c.req.valid('json'), requestHost(c).telpCode) }, 200);
  })
  .get('/claims/:id/summary.pdf', requireScopes(CLAIM_SCOPE), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const locale = requestLocale(c);
    const [claim, comments] = await Promise.all([readClaim(c.var.services, c.var.auth, id), readComments(c.var.services, c.var.auth, id)]);
    const bytes = await claimSummaryPdf(claim, comments, translator(locale), locale, requestHost(c).webTitle);
    return c.body(bytes.slice().buffer, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="claim-${claim.referenceNo}.pdf"`, 'Cache-Control': 'private, no-store' });
  })
  .get('/claims/:id/comments', requireScopes(CLAIM_SCOPE), validate('param', idParam), async (c) => {
    return c.json({ data: await readComments(c.var.services, c.var.auth, c.req.valid('param').id) }, 200);
  })
  .post('/claims/:id/comments', requireScopes(CLAIM_SCOPE), validate('param', idParam), validate('json', claimCommentSchema), async (c) => {
    const { comment, internal } = c.req.valid('json');
    return c.json({ data: await addComment(c.var.services, c.var.auth, c.req.valid('param').id, comment, internal) }, 201);
  })
  .post('/claims/:id/status', requireScopes(CLAIM_SCOPE), validate('param', idParam), validate('json', claimStatusChangeSchema), async (c) => {
    const { statusId, reason } = c.req.valid('json');
    const claim = await changeStatus(c.var.services, c.var.auth, c.req.valid('param').id, statusId, reason, requestHost(c).webTitle);
    return c.json({ data: { id: claim.id, status: claim.status } }, 200);
  })
  .get('/claims/:id/files/:docId', requireScopes(CLAIM_SCOPE), validate('param', docParam), async (c) => {
    const { id, docId } = c.req.valid('param');
    const { doc, object } = await readClaimFile(c.var.services, c.var.auth, id, docId);
    return c.body(object.body.slice().buffer, 200, { ...userFileHeaders({ bytes: object.body, fileName: doc.fileName }), 'Cache-Control': 'private, no-store' });
  })
  .post('/claims/:id/additional-documents', requireScopes(CLAIM_SCOPE), validate('param', idParam), validate('json', additionalBody), async (c) => {
    const { fileId, title } = c.req.valid('json');
    return c.json({ data: await addAdditionalDocument(c.var.services, c.var.auth, c.req.valid('param').id, fileId, title) }, 201);
  })
  .delete('/claims/:id/additional-documents/:docId', requireScopes(CLAIM_SCOPE), validate('param', docParam), async (c) => {
    const { id, docId } = c.req.valid('param');
    await deleteAdditionalDocument(c.var.services, c.var.auth, id, docId);
    return c.json({ ok: true }, 200);
  });
