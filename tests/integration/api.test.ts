import { hc } from 'hono/client';
import { HTTPException } from 'hono/http-exception';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { banners } from '../../db/schema';
import { seedPortal } from '../../db/seed';
import type { AppType } from '../../src/server/api/app';
import { ApiError } from '../../src/server/api/errors';
import { validate } from '../../src/server/api/validate';
import { takeConsoleErrors } from '../setup/console';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { statusUpstream } from '../support/upstream';

const orderLine = z.object({ articleCode: z.string().min(1, 'Article code is required'), qty: z.number().int().positive('Quantity must be at least 1') });

describe('/api error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app
      .post('/test/lines', validate('json', z.object({ lines: z.array(orderLine).min(1) })), (c) => c.json({ count: c.req.valid('json').lines.length }, 201))
      .get('/test/boom', () => {
        throw new Error('secret: database password is hunter2');
      })
      .get('/test/forbidden', () => {
        throw new HTTPException(403, { message: 'Not your customer' });
      })
      .get('/test/conflict', () => {
        throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'Key reused with another request', 'api.error.idempotency_conflict');
      });
  });
  afterAll(() => t.cleanup());

  it('accepts valid input through the shared validator', async () => {
    const res = await t.request('/api/test/lines', jsonRequest('POST', { lines: [{ articleCode: 'BK-100', qty: 2 }] }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ count: 1 });
  });

  it('answers a zod failure with 400 VALIDATION and one issue per field, each a catalogue key with its words', async () => {
    const res = await t.request('/api/test/lines', jsonRequest('POST', { lines: [{ articleCode: '', qty: 0 }] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Please check again all of your input',
        messageKey: 'api.error.validation',
        issues: [
          { path: 'lines.0.articleCode', message: 'validation.required', text: 'Required' },
          { path: 'lines.0.qty', message: 'validation.invalid', text: 'This value is not valid' },
        ],
      },
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.request('/api/test/lines', jsonRequest('POST', '{"lines": ['));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('MALFORMED_JSON');
  });

  it('answers an unknown route with a 404 envelope and a request id', async () => {
    const res = await t.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found', messageKey: 'api.error.not_found' } });
  });

  it('turns an unknown error into a 500 that leaks nothing and logs it once with the request id', async () => {
    const res = await t.request('/api/test/boom', { headers: { 'X-Request-Id': 'req-boom-1' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Internal error', messageKey: 'api.error.internal' } });
    expect(text).not.toContain('hunter2');
    expect(res.headers.get('x-request-id')).toBe('req-boom-1');
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toContain('req-boom-1');
  });

  it('keeps the status of an HTTPException and the code of an ApiError', async () => {
    const forbidden = await t.request('/api/test/forbidden');
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Not your customer', messageKey: 'api.error.forbidden' } });
    const conflict = await t.request('/api/test/conflict');
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      error: { code: 'IDEMPOTENCY_CONFLICT', message: 'Key reused with another request', messageKey: 'api.error.idempotency_conflict' },
    });
  });
});

describe('GET /api/health', () => {
  it('reports the database, the upstream status and the version, with a generated request id', async () => {
    const upstream = statusUpstream('online');
    const t = await createTestApp({ upstream: upstream.client });
    try {
      const res = await t.request('/api/health');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: 'ok', db: 'ok', upstream: 'online' });
      expect(body['version']).toMatch(/^\d+\.\d+\.\d+/);
    } finally {
      t.cleanup();
    }
  });

  it('is reachable through the typed client islands use', async () => {
    const t = await createTestApp({ upstream: statusUpstream('online').client });
    try {
      const client = hc<AppType>('http://portal.test/api', { fetch: (input: RequestInfo | URL, init?: RequestInit) => t.app.request(input, init) });
      const res = await client.health.$get();
      expect(res.status).toBe(200);
      if (res.status === 200) expect((await res.json()).db).toBe('ok');
    } finally {
      t.cleanup();
    }
  });

  it('echoes a request id sent by the caller', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/api/health', { headers: { 'X-Request-Id': 'lb-7f3a' } });
      expect(res.headers.get('x-request-id')).toBe('lb-7f3a');
    } finally {
      t.cleanup();
    }
  });

  it('reports maintenance and an unreachable upstream without failing', async () => {
    const maintenance = statusUpstream('maintenance');
    const a = await createTestApp({ upstream: maintenance.client });
    const b = await createTestApp();
    try {
      expect(await (await a.request('/api/health')).json()).toMatchObject({ status: 'ok', upstream: 'maintenance' });
      const down = await b.request('/api/health');
      expect(down.status).toBe(200);
      expect(await down.json()).toMatchObject({ status: 'ok', db: 'ok', upstream: 'down' });
    } finally {
      a.cleanup();
      b.cleanup();
    }
  });

  it('probes the upstream once for a burst of requests', async () => {
    const upstream = statusUpstream('online');
    const t = await createTestApp({ upstream: upstream.client });
    try {
      const responses = await Promise.all(Array.from({ length: 50 }, () => t.request('/api/health')));
      expect(responses.every((res) => res.status === 200)).toBe(true);
      await t.request('/api/health');
      expect(upstream.asked()).toHaveLength(1);
    } finally {
      t.cleanup();
    }
  });

  it("reports the upstream status of the request host's sales organisation", async () => {
    const upstream = statusUpstream('online');
    upstream.setStatus('maintenance', 'ID01');
    const t = await createTestApp({ upstream: upstream.client });
    try {
      const indonesia = await t.request('http://dealer.spoke-bikes.co.id/api/health');
      const germany = await t.request('http://haendler.spoke-bikes.de/api/health');
      expect(await indonesia.json()).toMatchObject({ status: 'ok', upstream: 'maintenance' });
      expect(await germany.json()).toMatchObject({ status: 'ok', upstream: 'online' });
      expect(upstream.asked().sort()).toEqual(['DE01', 'ID01']);
    } finally {
      t.cleanup();
    }
  });

  it('answers 503 degraded when the portal database is down', async () => {
    const t = await createTestApp({ upstream: statusUpstream('online').client });
    try {
      t.testDb.client.close();
      const res = await t.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'degraded', db: 'down', upstream: 'online' });
    } finally {
      t.cleanup();
    }
  });
});

describe('GET /api/banners/:file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPortal(t.services.db, { blob: t.services.blob });
  });
  afterAll(() => t.cleanup());

  it('serves a seeded banner image with its content type and a sandbox policy', async () => {
    const [banner] = await t.services.db.select().from(banners).where(eq(banners.sorg, 'US01'));
    const res = await t.request(`/api/banners/${banner?.bannerFile ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toMatch(/^<svg [^>]*>.*Pre-season 2027.*<\/svg>$/);
  });

  it('answers 404 for a banner that does not exist and 400 for a file name that is not an image', async () => {
    expect((await t.request('/api/banners/missing.svg')).status).toBe(404);
    const bad = await t.request('/api/banners/..%2Fportal.db');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
  });
});
