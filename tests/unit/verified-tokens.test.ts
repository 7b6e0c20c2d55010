import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../src/server/auth/claims';
import { markSessionRevoked } from '../../src/server/auth/revoked-sessions';
import { signAccessToken } from '../../src/server/auth/tokens';
import { verifyAccessTokenOnce } from '../../src/server/edge/verified-tokens';

const SECRET = 'unit-secret-0123456789abcdef0123456789';
const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);

function claims(sub: string): AccessClaims {
  return {
    sub, sid: `s-${sub}`, name: 'Dealer', lang: 'en-us', lim: null, scp: ['catalog.read'], areas: [],
    flags: { isSales: false, isCustomer: true, isCustVendor: false, hasCustCode: true },
    salesActiveCustCode: null, iat: NOW / 1000, exp: NOW / 1000 + 900,
  };
}

describe('remembered access token verification', () => {
  it('accepts a valid token again while it lives and refuses it once expired', async () => {
    const token = await signAccessToken(claims('u1'), SECRET);
    expect((await verifyAccessTokenOnce(token, SECRET, NOW))?.sub).toBe('u1');
    expect((await verifyAccessTokenOnce(token, SECRET, NOW + 60_000))?.sub).toBe('u1');
    expect(await verifyAccessTokenOnce(token, SECRET, NOW + 900_000)).toBeNull();
  });

  it('refuses a remembered token under another secret', async () => {
    const token = await signAccessToken(claims('u2'), SECRET);
    expect(await verifyAccessTokenOnce(token, SECRET, NOW)).not.toBeNull();
    expect(await verifyAccessTokenOnce(token, 'another-secret-0123456789abcdef012345', NOW)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const token = await signAccessToken(claims('u3'), SECRET);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims('u3'), scp: ['admin'] })).toString('base64url')}.${signature}`;
    expect(await verifyAccessTokenOnce(token, SECRET, NOW)).not.toBeNull();
    expect(await verifyAccessTokenOnce(forged, SECRET, NOW)).toBeNull();
  });

  it('stops remembering a token the moment its session signs out in this isolate', async () => {
    const token = await signAccessToken(claims('u4'), SECRET);
    expect(await verifyAccessTokenOnce(token, SECRET, NOW)).not.toBeNull();
    markSessionRevoked('s-u4', NOW);
    expect(await verifyAccessTokenOnce(token, SECRET, NOW)).toBeNull();
    expect(await verifyAccessTokenOnce(await signAccessToken({ ...claims('u4'), iat: NOW / 1000 + 1 }, SECRET), SECRET, NOW)).toBeNull();
  });
});
