import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../src/server/auth/claims';
import { peekClaims, signAccessToken, verifyAccessToken } from '../../src/server/auth/tokens';

const SECRET = 'unit-secret-0123456789abcdef0123456789';
const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const claims: AccessClaims = {
  sub: '7', sid: 's-7', name: 'Dealer', lang: 'de-de', lim: null, scp: ['catalog.read'], areas: [['1000', 'sorg', '1000']],
  flags: { isSales: false, isCustomer: true, isCustVendor: false, hasCustCode: true },
  salesActiveCustCode: { r3: '0000100001', isr: null }, iat: NOW / 1000, exp: NOW / 1000 + 600,
};

describe('access tokens', () => {
  it('are compact HS256 JWTs over the claims, byte for byte', async () => {
    const token = await signAccessToken(claims, SECRET);
    const input = `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(claims)}`;
    expect(token).toBe(`${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`);
  });

  it('verify to their claims until they expire, judged by the given time', async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(await verifyAccessToken(token, SECRET, NOW)).toEqual(claims);
    expect(await verifyAccessToken(token, SECRET, NOW + 599_999)).toEqual(claims);
    expect(await verifyAccessToken(token, SECRET, NOW + 600_000)).toBeNull();
  });

  it('are refused when signed with another secret, changed, cut or not JWTs at all', async () => {
    const token = await signAccessToken(claims, SECRET);
    const [header, , signature] = token.split('.');
    expect(await verifyAccessToken(token, 'another-secret-0123456789abcdef012345', NOW)).toBeNull();
    expect(await verifyAccessToken(`${header}.${segment({ ...claims, scp: ['admin'] })}.${signature}`, SECRET, NOW)).toBeNull();
    expect(await verifyAccessToken(token.slice(0, -2), SECRET, NOW)).toBeNull();
    expect(await verifyAccessToken('not-a-token', SECRET, NOW)).toBeNull();
    expect(await verifyAccessToken('', SECRET, NOW)).toBeNull();
  });

  it('are refused with alg none or another algorithm in the header', async () => {
    const payload = segment(claims);
    expect(await verifyAccessToken(`${segment({ alg: 'none', typ: 'JWT' })}.${payload}.`, SECRET, NOW)).toBeNull();
    const input = `${segment({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
    expect(await verifyAccessToken(`${input}.${createHmac('sha512', SECRET).update(input).digest('base64url')}`, SECRET, NOW)).toBeNull();
  });

  it('are refused when the claims lack what a session needs', async () => {
    const input = `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment({ sub: '7', exp: NOW / 1000 + 600 })}`;
    expect(await verifyAccessToken(`${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`, SECRET, NOW)).toBeNull();
  });

  it('can be peeked at without checking, and peeking garbage gives null', async () => {
    expect(peekClaims(await signAccessToken(claims, SECRET))?.sid).toBe('s-7');
    expect(peekClaims('a.b.c')).toBeNull();
    expect(peekClaims('nonsense')).toBeNull();
  });
});
