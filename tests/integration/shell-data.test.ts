// loadShellData over a seeded portal DB and the embedded upstream: one memoised read per request with
// the acting customer, credit per company, cart quantity, announcements and banners for the user.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortal } from '../../db/seed';
import { hostByKey } from '../../src/content/hosts/index';
import { sessionSecret } from '../../src/server/auth/secret';
import { verifyAccessToken } from '../../src/server/auth/tokens';
import { bannerCollapses, bumpContentVersion, loadAnnouncements } from '../../src/server/content/content.reads';
import { createMemoryCache } from '../../src/server/runtime/node/cache';
import { loadShellData, type ShellDeps } from '../../src/server/shell/shell.loader';
import { createUpstreamClient } from '../../src/server/upstream';
import type { EmbeddedUpstream } from '../../upstream/executor';
import { createAnnouncement } from '../factories';
import { createTestApp, type TestApp } from '../support/app';
import { openSeededUpstream } from '../support/upstream-template';
import { apiLogin, useTestSecret } from './auth-fixture';

let t: TestApp;
let embedded: EmbeddedUpstream;
let dir: string;
let deps: ShellDeps;

beforeAll(async () => {
  useTestSecret();
  dir = mkdtempSync(join(tmpdir(), 'spoke-shell-data-'));
  embedded = await openSeededUpstream(join(dir, 'upstream.db'), 'demo');
  const executor = embedded;
  t = await createTestApp({ upstream: createUpstreamClient({ timeoutMs: 10_000, embedded: () => Promise.resolve(executor) }) });
  await seedPortal(t.services.db);
  deps = { db: t.services.db, upstream: t.services.upstream, cache: createMemoryCache() };
}, 120_000);

afterAll(async () => {
  t.cleanup();
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
});

async function localsFor(username: string | null, hostKey: string): Promise<App.Locals> {
  const host = hostByKey(hostKey);
  if (!host) throw new Error(`no host ${hostKey}`);
  const user = username ? await verifyAccessToken((await apiLogin(t, username)).requestToken, sessionSecret()) : null;
  return { host, locale: host.defaultLocale, user } as unknown as App.Locals;
}

describe('loadShellData', () => {
  it('loads the multi-company dealer with credit in both companies and its cart', async () => {
    const data = await loadShellData(await localsFor('dealer.de', 'de'), deps);
    expect(data.customer?.custName).toBe('Radhaus Müller GmbH');
    expect(data.credit.map((c) => c.company.code).sort()).toEqual(['DE01', 'NL01']);
    expect(data.cart).toMatchObject({ totalQty: expect.any(Number), productCount: expect.any(Number) });
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.banners.every((b) => b.imageUrl.startsWith('/api/banners/'))).toBe(true);
  });

  it('reads once per request: every component of the page shares the same result', async () => {
    const locals = await localsFor('dealer.us', 'us');
    const first = loadShellData(locals, deps);
    expect(loadShellData(locals, deps)).toBe(first);
    expect((await first).customer?.custName).toBe('Pedal Pushers Bike Shop');
  });

  it('leaves customer, credit and cart empty for a sales rep who has not chosen a customer', async () => {
    const data = await loadShellData(await localsFor('sales.rep', 'us'), deps);
    expect(data).toMatchObject({ customer: null, credit: [], cart: null });
  });

  it('shows anonymous visitors no content at all', async () => {
    const data = await loadShellData(await localsFor(null, 'us'), deps);
    expect(data).toMatchObject({ user: null, announcements: [], banners: [] });
  });
});

describe('links in content a user may follow', () => {
  it('unwraps a link the user cannot open, checks once per user while the lists stay, and again for a new list', async () => {
    const cache = createMemoryCache();
    const own = { ...deps, cache };
    await createAnnouncement(t.services.db, { sorg: 'US01', title: 'User admin moved', content: '<p>See <a href="/en-us/admin/users">the users page</a>.</p>' });
    const dealer = await localsFor('dealer.us', 'us');
    const admin = await localsFor('admin', 'us');
    const html = (data: Awaited<ReturnType<typeof loadShellData>>) => data.announcements.find((a) => a.title === 'User admin moved')?.html;
    const first = await loadShellData(dealer, own);
    expect(html(first)).toBe('<p>See the users page.</p>');
    expect(html(await loadShellData(admin, own))).toMatch(/<a href="\/en-us\/admin\/users"[^>]*>the users page<\/a>/);
    // Another request of the same token's user: the same checked list, not checked again.
    const again = await loadShellData({ ...dealer }, own);
    expect(again.announcements).toBe(first.announcements);
    expect(Object.isFrozen(again.announcements[0])).toBe(true);
    await createAnnouncement(t.services.db, { sorg: 'US01', title: 'New price list' });
    await bumpContentVersion(cache);
    const fresh = await loadShellData({ ...dealer }, own);
    expect(fresh.announcements.map((a) => a.title)).toContain('New price list');
    expect(html(fresh)).toBe('<p>See the users page.</p>');
  });
});

describe('announcements', () => {
  it("shows the host's sales organisation and global ones, sanitised, flagging long ones as collapsible", async () => {
    await createAnnouncement(t.services.db, {
      sorg: 'NL01',
      title: 'Long notice',
      content: `<p onclick="x()">${'Lange tekst over levering. '.repeat(20)}</p><script>alert(1)</script>`,
    });
    const list = await loadAnnouncements({ db: t.services.db, cache: createMemoryCache() }, 'nl', 'NL01');
    const titles = list.map((a) => a.title);
    expect(titles).toContain('Long notice');
    expect(titles).toContain('Scheduled maintenance on Sunday night');
    expect(titles).not.toContain('Neue Lieferzeiten für E-Bike-Akkus');
    const long = list.find((a) => a.title === 'Long notice');
    expect(long?.collapsible).toBe(true);
    expect(long?.html).not.toMatch(/script|onclick/);
    expect(list.find((a) => a.title.startsWith('Scheduled'))?.collapsible).toBe(false);
  });

  it('collapses the banner when several short announcements together pass 400 characters, not for one short one', async () => {
    const short = await loadAnnouncements({ db: t.services.db, cache: createMemoryCache() }, 'nl', 'NL01');
    const one = short.filter((a) => !a.collapsible).slice(0, 1);
    expect(one).toHaveLength(1);
    expect(bannerCollapses(one)).toBe(false);
    const filler = { ...one[0]!, textLength: 250 };
    expect(bannerCollapses([filler, { ...filler, id: filler.id + 1 }])).toBe(true);
  });
});
