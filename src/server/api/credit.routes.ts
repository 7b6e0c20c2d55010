// GET /api/credit: credit per company of the customer the user acts for (scope invoice-status.read).
import { Hono } from 'hono';
import { z } from 'zod';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { readCredit } from '../shell/shell.reads';
import { validate } from './validate';

const creditQuery = z.object({ company: z.string().regex(/^[A-Z0-9]{2,8}$/).optional() });

export const creditRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>().get(
  '/credit',
  requireScopes('invoice-status.read'),
  requireActingCustomer,
  validate('query', creditQuery),
  async (c) => {
    const { company } = c.req.valid('query');
    const credit = await readCredit(c.var.services, c.var.actingCustomer);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: company ? credit.filter((row) => row.company.code === company) : credit }, 200);
  },
);
