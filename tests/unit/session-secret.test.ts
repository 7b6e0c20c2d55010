// Fail closed on configuration: a production server without a usable SESSION_SECRET (missing, or
// under 32 bytes) answers 503 to every request and logs why once; development keeps its fallback.
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { checkSessionSecret, MIN_SESSION_SECRET_BYTES } from '../../src/server/auth/session-secret.check';
import { createConfigStep } from '../../src/server/edge/config.step';
import { takeConsoleErrors } from '../setup/console';

const GOOD = 'a'.repeat(MIN_SESSION_SECRET_BYTES);

describe('checkSessionSecret', () => {
  it('refuses a missing or empty secret in production', () => {
    expect(checkSessionSecret(undefined, true)).toEqual({ ok: false, problem: 'SESSION_SECRET is not set' });
    expect(checkSessionSecret('', true).ok).toBe(false);
  });

  it('refuses a secret shorter than 32 bytes in production, counting bytes, not characters', () => {
    expect(checkSessionSecret('a'.repeat(31), true)).toEqual({ ok: false, problem: 'SESSION_SECRET is 31 bytes long, shorter than the 32 it needs' });
    expect(checkSessionSecret('é'.repeat(16), true)).toEqual({ ok: true });
    expect(checkSessionSecret(GOOD, true)).toEqual({ ok: true });
  });

  it('lets a development server run without one', () => {
    expect(checkSessionSecret(undefined, false)).toEqual({ ok: true });
  });
});

describe('the edge config step', () => {
  const context = (path: string) => ({ url: new URL(`http://us.localhost${path}`) }) as APIContext;
  const next = () => Promise.resolve(new Response('page'));

  it('answers 503 to pages and /api alike and logs the problem once', async () => {
    const step = createConfigStep(() => checkSessionSecret(undefined, true));
    const page = await step(context('/en-us/cart'), next);
    const api = await step(context('/api/login'), next);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(503);
    expect((api as Response).status).toBe(503);
    expect(await (api as Response).json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The service is not available right now. Please try again later.', messageKey: 'api.error.unavailable' } });
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toMatch(/^\[config\] SESSION_SECRET is not set: this production server answers 503/);
  });

  it('passes every request on when the secret is good', async () => {
    const step = createConfigStep(() => checkSessionSecret(GOOD, true));
    expect(await ((await step(context('/en-us'), next)) as Response).text()).toBe('page');
  });
});
