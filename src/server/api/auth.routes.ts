// Sign-in, token refresh, sign-out, the current user and customer switching (docs/requirements.md#sign-in-and-sessions, REST).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { authError } from '../auth/auth.messages';
import { login, logout, refresh, type AuthDeps, type IssuedTokens } from '../auth/auth.service';
import { changeCustomer } from '../auth/change-cust.service';
import { clearedCookies, requestCredentials, serializeCookie, tokenCookies } from '../auth/cookies';
import { sessionSecret } from '../auth/secret';
import { peekClaims, verifyAccessToken } from '../auth/tokens';
import { userPayload } from '../auth/user.payload';
import { siteSorgs } from '../../content/hosts/index';
import { clientAddress } from './client-address';
import type { AppEnv } from './env';
import { requireUser, stampIdentity, type AuthedEnv } from './guards';
import { ApiError } from './errors';
import { requestHost } from './request-host';
import { toIssues, validate, VALIDATION_MESSAGE } from './validate';

const loginSchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(500),
  /** `api`: tokens come back in the body (requestToken, refreshToken) instead of cookies. */
  client: z.enum(['site', 'api']).optional(),
});

const refreshSchema = z.object({ token: z.string().min(1).max(200).optional() });
const changeCustQuery = z.object({ r3: z.string().trim().min(1).max(20), isr: z.string().trim().max(20).optional() });
const custCodeParam = z.object({ custCode: z.string().trim().min(1).max(20) });

function deps<E extends AppEnv>(c: Context<E>): AuthDeps {
  const { db, upstream } = c.var.services;
  return { db, upstream, secret: sessionSecret() };
}

async function respondWithTokens<E extends AppEnv>(c: Context<E>, tokens: IssuedTokens, inBody: boolean) {
  const user = await userPayload(tokens.claims, c.var.services.upstream);
  stampIdentity(c, tokens.claims);
  c.header('Cache-Control', 'no-store');
  if (inBody) return c.json({ user, requestToken: tokens.accessToken, refreshToken: tokens.refreshToken }, 200);
  for (const cookie of tokenCookies(tokens.accessToken, tokens.refreshToken)) c.header('Set-Cookie', serializeCookie(cookie), { append: true });
  return c.json({ user }, 200);
}

function clearCookies<E extends AppEnv>(c: Context<E>): void {
  for (const cookie of clearedCookies()) c.header('Set-Cookie', serializeCookie(cookie), { append: true });
}

async function switchTo(c: Context<AuthedEnv>, wanted: { code?: string; r3?: string; isr?: string | undefined }) {
  const tokens = await changeCustomer(deps(c), c.var.auth, wanted, siteSorgs(requestHost(c)));
  return respondWithTokens(c, tokens, requestCredentials(c.req.raw.headers).viaBearer);
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), async (c) => {
    const input = c.req.valid('json');
    const tokens = await login(deps(c), {
      username: input.username,
      password: input.password,
      address: clientAddress(c),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return respondWithTokens(c, tokens, input.client === 'api');
  })
  .post('/refresh-token', async (c) => {
    const fromBody = await refreshTokenInBody(c);
    const token = fromBody ?? requestCredentials(c.req.raw.headers).refreshToken;
    if (!token) throw authError('SESSION_EXPIRED');
    try {
      return await respondWithTokens(c, await refresh(deps(c), token), fromBody !== undefined);
    } catch (error) {
      if (fromBody === undefined) clearCookies(c);
      throw error;
    }
  })
  .post('/logout', async (c) => {
    const { accessToken } = requestCredentials(c.req.raw.headers);
    // An expired token still names its session; a forged one cannot end someone else's (signature).
    const claims = accessToken ? ((await verifyAccessToken(accessToken, sessionSecret())) ?? (await expiredClaims(accessToken))) : null;
    if (claims?.sid) await logout(deps(c), claims.sid);
    clearCookies(c);
    c.header('Cache-Control', 'no-store');
    // A plain HTML form (no JavaScript) gets a page back, not JSON.
    if (c.req.header('accept')?.includes('text/html')) return c.redirect('/', 303);
    return c.json({ ok: true }, 200);
  })
  .get('/user', requireUser, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await userPayload(c.var.auth, c.var.services.upstream), 200);
  })
  .post('/change-cust/:custCode', requireUser, validate('param', custCodeParam), async (c) => switchTo(c, { code: c.req.valid('param').custCode }))
  .post('/change-cust', requireUser, validate('query', changeCustQuery), async (c) => {
    const { r3, isr } = c.req.valid('query');
    return switchTo(c, { r3, isr });
  });

/** The browser posts no body (the token is in its cookie); API clients send `{ token }`. */
async function refreshTokenInBody(c: Context<AppEnv>): Promise<string | undefined> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'Malformed JSON in request body', 'api.error.malformed_json');
  }
  const parsed = refreshSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(400, 'VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', toIssues(parsed.error.issues));
  return parsed.data.token;
}

/** Claims of a token whose only fault is its age (the signature still has to be right). */
async function expiredClaims(token: string) {
  const exp = peekClaims(token)?.exp;
  if (typeof exp !== 'number') return null;
  return verifyAccessToken(token, sessionSecret(), exp * 1000 - 1);
}
