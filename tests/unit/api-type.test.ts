// Type-level pins of AppType as islands see it; `tsc --noEmit -p .` (npm run check) enforces them.
import { hc, type InferResponseType } from 'hono/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { api } from '../../src/islands/api';
import type { AppType } from '../../src/server/api/app';
import type { UpstreamHealth } from '../../src/server/api/health.probe';

type Version = { version: string; upstream: UpstreamHealth };

describe('AppType as islands see it', () => {
  it('types GET /api/health 200 as ok with a working database', () => {
    expectTypeOf<InferResponseType<typeof api.health.$get, 200>>().toEqualTypeOf<{ status: 'ok'; db: 'ok' } & Version extends infer T ? { [K in keyof T]: T[K] } : never>();
  });

  it('types GET /api/health 503 as degraded with the database down', () => {
    expectTypeOf<InferResponseType<typeof api.health.$get, 503>>().toEqualTypeOf<{ status: 'degraded'; db: 'down' } & Version extends infer T ? { [K in keyof T]: T[K] } : never>();
  });

  it('types a validation failure as the shared 400 envelope', () => {
    type BadBanner = InferResponseType<(typeof api.banners)[':file']['$get'], 400>;
    expectTypeOf<BadBanner>().toEqualTypeOf<{
      error: { code: string; message: string; messageKey: string; issues?: { path: string; message: string; text?: string | undefined }[] | undefined };
    }>();
  });

  it('builds request URLs relative to the /api base', () => {
    const absolute = hc<AppType>('http://portal.test/api');
    expect(absolute.health.$url().href).toBe('http://portal.test/api/health');
  });
});
