// Section 6 on the pages: admin content areas open only while a target market of their type is
// configured; otherwise the edge sends the administrator to /error/admin. Reader pages are not gated.
import { createContext, sequence } from 'astro/middleware';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTargetMarkets } from '../../db/schema';
import type { AuthDeps } from '../../src/server/auth/auth.service';
import { forgetMarketCounts } from '../../src/server/content/target-market';
import { createGuardStep } from '../../src/server/edge/guard.step.ts';
import { hostStep } from '../../src/server/edge/host.step.ts';
import { localeStep } from '../../src/server/edge/locale.step.ts';
import { securityStep } from '../../src/server/edge/security.step.ts';
import { createSessionStep } from '../../src/server/edge/session.step.ts';
import { apiLogin, openAuthWorld, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let deps: AuthDeps;
let cookie: string;
beforeAll(async () => {
  world = await openAuthWorld({ upstream: false });
  deps = world.deps;
  cookie = `spoke_at=${(await apiLogin(world.t, 'admin')).requestToken}`;
}, 60_000);
afterAll(async () => {
  forgetMarketCounts();
  await world.close();
});

async function visit(path: string): Promise<Response> {
  const chain = sequence(securityStep, hostStep, localeStep, createSessionStep(() => deps), createGuardStep(() => deps));
  const context = createContext({ request: new Request(`http://127.0.0.1:4600${path}`, { headers: { cookie } }), locals: {} as App.Locals, defaultLocale: 'en-us' });
  return (await chain(context, () => Promise.resolve(new Response('rendered')))) as Response;
}

describe('content target market gate at the edge', () => {
  it('opens the admin marketing pages while a marketing market exists and sends to /error/admin once none does', async () => {
    forgetMarketCounts();
    expect(await (await visit('/en-us/admin/marketing-material/category')).text()).toBe('rendered');
    await world.t.services.db.update(contentTargetMarkets).set({ type: 'parked' }).where(eq(contentTargetMarkets.type, 'marketing_material'));
    forgetMarketCounts();
    const refused = await visit('/en-us/admin/marketing-material/category');
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/en-us/error/admin');
    expect(await (await visit('/en-us/marketing-material/brand-assets')).text()).toBe('rendered');
    expect(await (await visit('/en-us/admin/news')).text()).toBe('rendered');
    await world.t.services.db.update(contentTargetMarkets).set({ type: 'marketing_material' }).where(eq(contentTargetMarkets.type, 'parked'));
    forgetMarketCounts();
    expect(await (await visit('/en-us/admin/marketing-material/category')).text()).toBe('rendered');
  });
});
