// The sign-in form's site rule (decision 0015): an account signs in only on the country sites whose
// sales organisation it orders from; elsewhere it is refused with its own sites, and no session starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { login, type AuthDeps } from '../../src/server/auth/auth.service';
import { WrongSiteError } from '../../src/server/auth/home-sites';
import { DEMO_PASSWORD, openAuthWorld, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let deps: AuthDeps;
beforeAll(async () => {
  world = await openAuthWorld();
  deps = world.deps;
}, 60_000);
afterAll(async () => world.close());

const signIn = (username: string, siteSorg: string) =>
  login(deps, { username, password: DEMO_PASSWORD, address: '10.9.0.1', userAgent: null, siteSorg });

async function refusal(username: string, siteSorg: string): Promise<WrongSiteError> {
  const error: unknown = await signIn(username, siteSorg).then(() => null, (e: unknown) => e);
  if (!(error instanceof WrongSiteError)) throw new Error(`${username} was not refused on ${siteSorg}`);
  return error;
}

describe('sign-in on a country site', () => {
  it('refuses the German dealer on the US site, names its own organisations and starts no session', async () => {
    const before = (await world.t.services.db.select().from(sessions)).length;
    const error = await refusal('dealer.de', 'US01');
    expect(error.sorgs).toEqual(['DE01', 'NL01']);
    expect(error.status).toBe(403);
    expect((await world.t.services.db.select().from(sessions)).length).toBe(before);
  });

  it('signs the German dealer in on the German and the Dutch site', async () => {
    expect((await signIn('dealer.de', 'DE01')).claims.salesActiveCustCode?.r3).toBe('0002000456');
    expect((await signIn('dealer.de', 'NL01')).claims.sub).toBeTruthy();
  });

  it('bounds sales staff by their user areas and lets the administrator in anywhere', async () => {
    expect((await refusal('sales.rep', 'DE01')).sorgs).toEqual(['ID01', 'US01']);
    expect((await signIn('sales.rep', 'ID01')).claims.sub).toBeTruthy();
    expect((await signIn('admin', 'NL01')).claims.sub).toBeTruthy();
  });

  it('still answers a wrong password with the one failure message, not with the site rule', async () => {
    const error: unknown = await login(deps, { username: 'dealer.de', password: 'wrong', address: '10.9.0.2', userAgent: null, siteSorg: 'US01' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(WrongSiteError);
    expect(error).toMatchObject({ code: 'LOGIN_INVALID' });
  });
});
