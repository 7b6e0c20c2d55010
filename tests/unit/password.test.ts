import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hashPassword, verifyPassword } from '../../src/server/auth/password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Spoke-Demo-2026');
    expect(await verifyPassword('Spoke-Demo-2026', stored)).toBe(true);
    expect(await verifyPassword('spoke-demo-2026', stored)).toBe(false);
  });

  it('stores PBKDF2-SHA256 with at least 100,000 iterations and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    const [algorithm, iterations, salt] = a.split('$');
    expect(algorithm).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBeGreaterThanOrEqual(100_000);
    expect(salt).not.toBe(b.split('$')[2]);
    expect(a).not.toBe(b);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain-text', 'md5$1$abc$def', 'pbkdf2-sha256$abc$c2FsdA==$aGFzaA==', 'pbkdf2-sha256$1000$%%%$%%%']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('compares bytes without short-circuiting on length', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
