// Where tokens travel: HttpOnly cookies for the site, `Authorization: Bearer` for API clients.
// Choices recorded in docs/decisions/0007-tokens-and-sessions.md.
import { REFRESH_TTL_MS, ACCESS_TTL_SECONDS } from './tokens';

export const ACCESS_COOKIE = 'spoke_at';
export const REFRESH_COOKIE = 'spoke_rt';

export interface CookieSpec {
  name: string;
  value: string;
  maxAge: number;
  sameSite: 'Lax' | 'Strict';
}

/** Cookie values a response sets after sign-in, refresh or a customer switch. */
export function tokenCookies(accessToken: string, refreshToken: string): CookieSpec[] {
  return [
    // Lax: a signed-in user following a link from e-mail lands signed in.
    { name: ACCESS_COOKIE, value: accessToken, maxAge: ACCESS_TTL_SECONDS, sameSite: 'Lax' },
    // Strict: the refresh token never leaves on a cross-site request.
    { name: REFRESH_COOKIE, value: refreshToken, maxAge: Math.floor(REFRESH_TTL_MS / 1000), sameSite: 'Strict' },
  ];
}

export function clearedCookies(): CookieSpec[] {
  return [
    { name: ACCESS_COOKIE, value: '', maxAge: 0, sameSite: 'Lax' },
    { name: REFRESH_COOKIE, value: '', maxAge: 0, sameSite: 'Strict' },
  ];
}

export function serializeCookie(cookie: CookieSpec): string {
  return `${cookie.name}=${cookie.value}; Path=/; Max-Age=${cookie.maxAge}; HttpOnly; Secure; SameSite=${cookie.sameSite}`;
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

export function bearerToken(header: string | null): string | undefined {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export interface RequestCredentials {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  /** Bearer clients carry their own token; cross-site checks do not apply to them. */
  viaBearer: boolean;
}

export function requestCredentials(headers: Headers): RequestCredentials {
  const bearer = bearerToken(headers.get('authorization'));
  if (bearer) return { accessToken: bearer, refreshToken: undefined, viaBearer: true };
  const cookie = headers.get('cookie');
  return { accessToken: readCookie(cookie, ACCESS_COOKIE), refreshToken: readCookie(cookie, REFRESH_COOKIE), viaBearer: false };
}
