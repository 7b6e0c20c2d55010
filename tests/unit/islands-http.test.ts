// The browser fetch wrapper against a scripted fetch: the network is the boundary.
import { describe, expect, it } from 'vitest';
import { createHttp, HttpInterrupted, type HttpEnv } from '../../src/islands/lib/http';

type Reply = Response | Error;

function harness(replies: Record<string, Reply[]>, page = { user: '7', cust: '0001000123' }) {
  const calls: string[] = [];
  const events = { navigated: [] as string[], reloads: 0, popups: [] as unknown[] };
  const env: HttpEnv = {
    fetch: (input) => {
      const path = String(input);
      calls.push(path);
      const reply = replies[path]?.shift() ?? new Response('{}', { status: 200 });
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    },
    page: () => page,
    locale: () => 'de',
    navigate: (url) => events.navigated.push(url),
    reload: () => (events.reloads += 1),
    popup: (detail) => events.popups.push(detail),
  };
  return { http: createHttp(env), calls, events };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });
const as = (user: string, cust: string) => ({ 'x-spoke-user': user, 'x-spoke-cust': cust });

describe('spoke http wrapper', () => {
  it('refreshes once on 401 and replays the request', async () => {
    const { http, calls } = harness({ '/api/cart': [json({}, 401), json({ items: 3 }, 200, as('7', '0001000123'))] });
    const response = await http('/api/cart');
    expect(await response.json()).toEqual({ items: 3 });
    expect(calls).toEqual(['/api/cart', '/api/refresh-token', '/api/cart']);
  });

  it('shares one refresh between parallel 401s', async () => {
    const { http, calls } = harness({ '/api/a': [json({}, 401), json({})], '/api/b': [json({}, 401), json({})] });
    await Promise.all([http('/api/a'), http('/api/b')]);
    expect(calls.filter((c) => c === '/api/refresh-token')).toHaveLength(1);
  });

  it('signs out to the locale sign-in page when the refresh fails', async () => {
    const { http, calls, events } = harness({ '/api/cart': [json({}, 401)], '/api/refresh-token': [json({}, 401)] });
    await expect(http('/api/cart')).rejects.toBeInstanceOf(HttpInterrupted);
    expect(calls).toContain('/api/logout');
    expect(events.navigated).toEqual(['/de/login']);
  });

  it('signs out when the replay is refused again', async () => {
    const { http, events } = harness({ '/api/cart': [json({}, 401), json({}, 401)] });
    await expect(http('/api/cart')).rejects.toBeInstanceOf(HttpInterrupted);
    expect(events.navigated).toEqual(['/de/login']);
  });

  it('hands a 403 to the caller and keeps the session: a missing scope or a refused action is not a sign-out', async () => {
    const { http, events } = harness({ '/api/customers': [json({ error: { code: 'SCOPE_MISSING' } }, 403)] });
    expect((await http('/api/customers')).status).toBe(403);
    expect(events.navigated).toEqual([]);
  });

  it('signs out to sign-in on a server error whose body says maintenance, not on other server errors', async () => {
    const down = harness({ '/api/cart': [json({ status: 'maintenance', message: 'Back soon' }, 500)] });
    await expect(down.http('/api/cart')).rejects.toBeInstanceOf(HttpInterrupted);
    expect(down.events.navigated).toEqual(['/de/login']);
    const broken = harness({ '/api/cart': [json({ error: { code: 'INTERNAL' } }, 500)] });
    expect((await broken.http('/api/cart')).status).toBe(500);
    expect(broken.events.navigated).toEqual([]);
  });

  it('reloads with a loading popup when the answer is for another user', async () => {
    const { http, events } = harness({ '/api/cart': [json({}, 200, as('8', '0001000123'))] });
    await expect(http('/api/cart')).rejects.toBeInstanceOf(HttpInterrupted);
    expect(events.popups).toEqual([{ kind: 'loading' }]);
    expect(events.reloads).toBe(1);
  });

  it('reloads when the active customer changed, except on the user and change-customer calls', async () => {
    const other = as('7', 'I002000456');
    const cart = harness({ '/api/cart': [json({}, 200, other)] });
    await expect(cart.http('/api/cart')).rejects.toBeInstanceOf(HttpInterrupted);
    const switching = harness({ '/api/change-cust/I002000456': [json({}, 200, other)], '/api/user': [json({}, 200, other)] });
    expect((await switching.http('/api/change-cust/I002000456', { method: 'POST' })).status).toBe(200);
    expect((await switching.http('/api/user')).status).toBe(200);
    expect(switching.events.reloads).toBe(0);
  });

  it('shows the connection popup on a network failure and passes the error on', async () => {
    const { http, events } = harness({ '/api/cart': [new TypeError('Failed to fetch')] });
    await expect(http('/api/cart')).rejects.toThrow('Failed to fetch');
    expect(events.popups).toEqual([{ kind: 'error', key: 'popup.connection_failed' }]);
  });

  it('stays quiet when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { http, events } = harness({ '/api/search': [new DOMException('aborted', 'AbortError')] });
    await expect(http('/api/search', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(events.popups).toEqual([]);
  });
});
