// Recall campaigns (decision 0111). Dealers (page.claim, acting customer): their recalled frames and
// the repair they record on one. The warranty desk (claim.update-status): every campaign's progress
// on the site's sales organisation. Texts in the reader's language.
import { Hono } from 'hono';
import { languageOf } from '../../domain/locales';
import { recallRepairSchema, recallStatusQuery } from '../../domain/recalls';
import { readCampaigns, readRecallFrames, recordRecallRepair } from '../recalls/recalls.service';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { requestLocale } from './request-locale';
import { validate } from './validate';

export const RECALL_SCOPE = 'page.claim';
export const CAMPAIGN_SCOPE = 'claim.update-status';

type Env = AuthedEnv & { Variables: ActingVariables };

export const recallsRoutes = new Hono<Env>()
  .get('/recalls', requireScopes(RECALL_SCOPE), requireActingCustomer, validate('query', recallStatusQuery), async (c) => {
    const frames = await readRecallFrames(c.var.services, c.var.actingCustomer.r3, languageOf(requestLocale(c)), c.req.valid('query').status);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: frames }, 200);
  })
  .post('/recalls/repairs', requireScopes(RECALL_SCOPE), requireActingCustomer, validate('json', recallRepairSchema), async (c) => {
    const input = c.req.valid('json');
    await recordRecallRepair(c.var.services, c.var.actingCustomer.r3, input, c.var.auth.name);
    return c.json({ data: { recallId: input.recallId, frameNumber: input.frameNumber, done: true } }, 200);
  })
  .get('/admin/recalls', requireScopes(CAMPAIGN_SCOPE), async (c) => {
    const campaigns = await readCampaigns(c.var.services, requestHost(c).sorg, languageOf(requestLocale(c)));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: campaigns }, 200);
  });
