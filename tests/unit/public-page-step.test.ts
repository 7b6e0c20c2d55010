import type { APIContext, MiddlewareNext } from 'astro';
import { describe, expect, it } from 'vitest';
import { createPublicPageStep, publicPageKey } from '../../src/server/edge/public-page.step';
import { createMemoryCache } from '../../src/server/runtime/node/cache';

const key = (path: string, init: RequestInit = {}) => {
  const url = new URL(`http://us.localhost${path}`);
  return publicPageKey(new Request(url, init), url, 'us');
};

describe('which pages are kept for everyone', () => {
  it('keeps sign-in, the error page, the inquiry and every unknown path as one 404, per host and language', () => {
    expect(key('/en-us/login')?.key).toMatch(/:us:en-us:login$/);
    expect(key('/en-us/error/admin')?.key).toMatch(/:us:en-us:error\/admin$/);
    expect(key('/en-us/new-customer-inquiry')?.key).toMatch(/:us:en-us:new-customer-inquiry$/);
    expect(key('/en-us/no-such-page')?.key).toBe(key('/en-us/other/unknown/path')?.key);
    expect(key('/en-us/no-such-page')?.key).toMatch(/:us:en-us:404$/);
  });

  it('keeps the maintenance page only for seconds: it shows the status message', () => {
    expect(key('/en-us/maintenance')?.ttl).toBeLessThanOrEqual(5);
    expect(key('/en-us/login')?.ttl).toBeGreaterThan(5);
  });

  it('renders signed-in requests, pages behind sign-in, other methods and query strings', () => {
    expect(key('/en-us/login', { headers: { cookie: 'spoke_at=x' } })).toBeNull();
    expect(key('/en-us/login', { headers: { cookie: 'spoke_locale=en-us; spoke_rt=y' } })).toBeNull();
    expect(key('/en-us/login', { method: 'POST' })).toBeNull();
    expect(key('/en-us/login?next=/en-us/cart')).toBeNull();
    expect(key('/en-us')).toBeNull();
    expect(key('/en-us/cart')).toBeNull();
    expect(key('/api/health')).toBeNull();
  });
});

describe('the public page step', () => {
  function run(step: ReturnType<typeof createPublicPageStep>, path: string, render: () => Response, cookie = '') {
    const url = new URL(`http://us.localhost${path}`);
    const context = { request: new Request(url, { headers: { cookie } }), url, locals: { host: { key: 'us' } } } as unknown as APIContext;
    return step(context, (async () => render()) as MiddlewareNext) as Promise<Response>;
  }

  it('renders a public page once and answers the next visitor from the cache, without the first one’s cookies', async () => {
    const cache = createMemoryCache();
    const step = createPublicPageStep(() => cache);
    let renders = 0;
    const render = () => {
      renders++;
      return new Response('<html>sign in</html>', { headers: { 'content-type': 'text/html', 'set-cookie': 'spoke_locale=en-us', 'content-security-policy': "script-src 'self'" } });
    };
    const first = await run(step, '/en-us/login', render);
    const second = await run(step, '/en-us/login', render);
    expect(renders).toBe(1);
    expect(await first.text()).toBe('<html>sign in</html>');
    expect(await second.text()).toBe('<html>sign in</html>');
    expect(second.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(second.headers.has('set-cookie')).toBe(false);
  });

  it('keeps neither redirects nor answers already encoded for one client, and renders for a signed-in visitor every time', async () => {
    const cache = createMemoryCache();
    const step = createPublicPageStep(() => cache);
    let renders = 0;
    const redirect = () => (renders++, new Response(null, { status: 302, headers: { location: '/en-us/login' } }));
    await run(step, '/en-us/maintenance', redirect);
    await run(step, '/en-us/maintenance', redirect);
    const encoded = () => (renders++, new Response('compressed', { headers: { 'content-type': 'text/html', 'content-encoding': 'br' } }));
    await run(step, '/en-us/no-such-page', encoded);
    await run(step, '/en-us/no-such-page', encoded);
    const page = () => (renders++, new Response('<html/>', { headers: { 'content-type': 'text/html' } }));
    await run(step, '/en-us/login', page, 'spoke_at=token');
    await run(step, '/en-us/login', page, 'spoke_at=token');
    expect(renders).toBe(6);
  });
});
