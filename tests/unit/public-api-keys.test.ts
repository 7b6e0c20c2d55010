// Rules of the public API's keys: who manages them, what a key may do, how a key is read from a request.
import { describe, expect, it } from 'vitest';
import { apiKeyFormSchema, keyScopes, looksLikeApiKey, mayCreate, mayManageApiKeys, ORDER_SCOPE, READ_SCOPES, secretFrom } from '../../src/domain/public-api/api-key.rules';
import { newSecret, sha256Hex } from '../../src/server/public-api/api-keys.service';

const DEALER = ['page.catalog', 'page.order-status', 'page.invoice-status', 'cart.display-order-qty', 'profile.update'];

describe('who manages keys', () => {
  it('is a dealer user of the customer who may order', () => {
    expect(mayManageApiKeys({ scp: DEALER, flags: { isCustomer: true } })).toBe(true);
  });
  it('is not a sales rep acting for the dealer, nor a dealer user who may not order', () => {
    expect(mayManageApiKeys({ scp: DEALER, flags: { isCustomer: false } })).toBe(false);
    expect(mayManageApiKeys({ scp: ['page.catalog', 'profile.update'], flags: { isCustomer: true } })).toBe(false);
  });
});

describe('what a key may do', () => {
  it('reads with a read-only key and also orders with an ordering key', () => {
    expect(keyScopes('read', DEALER)).toEqual([...READ_SCOPES]);
    expect(keyScopes('order', DEALER)).toEqual([...READ_SCOPES, ORDER_SCOPE]);
  });
  it('never holds a scope its creator lacks', () => {
    expect(keyScopes('order', ['page.catalog', 'cart.display-order-qty'])).toEqual(['page.catalog', 'cart.display-order-qty']);
    expect(mayCreate('order', ['page.catalog', 'page.invoice-status'])).toBe(false);
    expect(mayCreate('read', ['profile.update'])).toBe(false);
    expect(mayCreate('read', ['page.invoice-status'])).toBe(true);
  });
});

describe('the key in a request', () => {
  const secret = newSecret();
  it('is a fresh 32-byte secret each time, stored only as its SHA-256', async () => {
    expect(secret).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(secret);
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('comes from a bearer header or X-Api-Key, and nothing else passes as one', () => {
    expect(secretFrom(`Bearer ${secret}`, undefined)).toBe(secret);
    expect(secretFrom(undefined, ` ${secret} `)).toBe(secret);
    expect(secretFrom('Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', undefined)).toBeNull();
    expect(secretFrom(`Basic ${secret}`, undefined)).toBeNull();
    expect(secretFrom(`Bearer ${secret}x`, undefined)).toBeNull();
    expect(looksLikeApiKey('Bearer spk_short', undefined)).toBe(true);
    expect(looksLikeApiKey('Bearer eyJ', undefined)).toBe(false);
  });
});

describe('the key form', () => {
  it('takes a name in the text rule and an access level', () => {
    expect(apiKeyFormSchema.parse({ name: ' Till 1 ', access: 'order' })).toEqual({ name: 'Till 1', access: 'order' });
  });
  it('refuses an empty or too long name, a name outside the text rule and an unknown access level', () => {
    const issues = (input: unknown) => apiKeyFormSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues({ name: '  ', access: 'read' })).toEqual(['name:validation.not_empty']);
    expect(issues({ name: 'x'.repeat(61), access: 'read' })).toEqual(['name:api_keys.name_too_long']);
    expect(issues({ name: 'Shop <script>', access: 'read' })).toEqual(['name:validation.text']);
    expect(issues({ name: 'Shop', access: 'admin' })).toEqual(['access:validation.required']);
  });
});
