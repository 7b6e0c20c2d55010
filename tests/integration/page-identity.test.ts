// A signed-in page's answer names its user and customer (X-Spoke-User, X-Spoke-Cust): the service
// worker keeps and serves pages per user and customer by them (decision 0115). A signed-out answer
// names no one, which is how the worker knows to serve no kept page.
import { createContext, sequence } from 'astro/middleware';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthDeps } from '../../src/server/auth/auth.service';
import { hostStep } from '../../src/server/edge/host.step.ts';
import { localeStep } from '../../src/server/edge/locale.step.ts';
import { createSessionStep } from '../../src/server/edge/session.step.ts';
import { apiLogin, openAuthWorld, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let deps: AuthDeps;
beforeAll(async () => {
  world = await openAuthWorld({ upstream: false });
  deps = world.deps;
}, 60_000);
afterAll(async () => world.close());

async function page(url: string, cookie?: string): Promise<Response> {
  const chain = sequence(hostStep, localeStep, createSessionStep(() => deps));
  const context = createContext({ request: new Request(url, { headers: cookie ? { cookie } : {} }), locals: {} as App.Locals, defaultLocale: 'en-us' });
  return (await chain(context, () => Promise.resolve(new Response('rendered', { headers: { 'content-type': 'text/html' } })))) as Response;
}

describe('page answers name their user and customer', () => {
  it('for a dealer: the user and the customer acted for (the ISR code where the customer has one)', async () => {
    const us = await apiLogin(world.t, 'dealer.us');
    const answer = await page('http://127.0.0.1:4600/en-us/catalog', `spoke_at=${us.requestToken}`);
    expect(answer.headers.get('x-spoke-user')).toBe(us.user.id);
    expect(answer.headers.get('x-spoke-cust')).toBe('0001000123');
    const de = await apiLogin(world.t, 'dealer.de');
    expect((await page('http://127.0.0.1:4600/de/catalog', `spoke_at=${de.requestToken}`)).headers.get('x-spoke-cust')).toBe('I002000456');
  });

  it('for a sales rep without a customer: the user and an empty customer', async () => {
    const rep = await apiLogin(world.t, 'sales.rep');
    const answer = await page('http://127.0.0.1:4600/en-us', `spoke_at=${rep.requestToken}`);
    expect(answer.headers.get('x-spoke-user')).toBe(rep.user.id);
    expect(answer.headers.get('x-spoke-cust')).toBe('');
  });

  it('for no one without a session', async () => {
    const answer = await page('http://127.0.0.1:4600/en-us/login');
    expect(answer.headers.get('x-spoke-user')).toBeNull();
    expect(answer.headers.get('x-spoke-cust')).toBeNull();
  });
});
