// The public new-customer inquiry (no sign-in, listed as public in the authorisation matrix):
// countries, cities of a country, and the inquiry, on hosts that offer it.
import { Hono } from 'hono';
import { z } from 'zod';
import { offersInquiry, readCities, readCountries, sendInquiry } from '../inquiry/inquiry.service';
import { clientAddress } from './client-address';
import { ApiError } from './errors';
import type { AppEnv } from './env';
import { requestHost } from './request-host';
import { validate } from './validate';

const countryQuery = z.object({ country: z.string().regex(/^[A-Z]{2}$/) });
/** Every field a short string; the service applies the field rules and their messages. */
const inquiryBody = z.record(z.string().max(40), z.string().max(1_000)).refine((r) => Object.keys(r).length <= 20);

function offered(host: ReturnType<typeof requestHost>): void {
  if (!offersInquiry(host)) throw new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
}

export const inquiryRoutes = new Hono<AppEnv>()
  .get('/inquiry/countries', async (c) => {
    offered(requestHost(c));
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ data: await readCountries(c.var.services) }, 200);
  })
  .get('/inquiry/cities', validate('query', countryQuery), async (c) => {
    offered(requestHost(c));
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ data: await readCities(c.var.services, c.req.valid('query').country) }, 200);
  })
  .post('/inquiry', validate('json', inquiryBody), async (c) => {
    const host = requestHost(c);
    offered(host);
    const outcome = await sendInquiry(c.var.services, host, clientAddress(c), c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    if (outcome.kind === 'sent') return c.json({ data: { sent: true } }, 201);
    if (outcome.kind === 'rate_limited') throw new ApiError(429, 'RATE_LIMITED', 'Too many inquiries from this address, please try again later', 'inquiry.rate_limited');
    if (outcome.kind === 'failed') throw new ApiError(502, 'INQUIRY_FAILED', 'The inquiry could not be sent', 'inquiry.failed');
    const issues = Object.entries(outcome.errors).map(([path, message]) => ({ path, message }));
    throw new ApiError(400, 'VALIDATION', 'Please check again all of your input', 'api.error.validation', issues);
  });
